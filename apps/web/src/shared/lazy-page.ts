import { createElement, lazy, type ComponentType } from 'react';
import { i18n } from './i18n';

type Loaded<Props> = { default: ComponentType<Props> };

/** Every lazy part by name, to load the ones a server-rendered page holds before hydrating. */
const parts = new Map<string, Array<() => Promise<unknown>>>();
/** While the server renders a page: the names of the lazy parts it rendered. */
let rendered: Set<string> | null = null;

/** Server: records the names of the lazy parts rendered from now until `stop()`. */
export function recordRenderedParts(): { names: Set<string>; stop: () => void } {
  const names = new Set<string>();
  rendered = names;
  return {
    names,
    stop: () => {
      if (rendered === names) rendered = null;
    },
  };
}

/**
 * Client: loads these parts, so hydration renders them at once. A part still loading when the
 * shell around it updates would be thrown away and rendered afresh, its server markup lost.
 */
export async function preloadParts(names: readonly string[]): Promise<void> {
  await Promise.all(names.flatMap((name) => parts.get(name) ?? []).map((preload) => preload()));
}

/**
 * React.lazy for named exports: every page is its own chunk, so the first load only carries
 * the shell (target: initial JS ≤ 180 kB gzip). `namespaces` are the page's own texts outside
 * the core bundle (see ../shared/i18n.ts): fetched together with the page's code, not after it.
 * Once loaded, the part renders without suspending.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  namespaces: readonly string[] = [],
) {
  let loaded: Loaded<Props> | null = null;
  let loading: Promise<Loaded<Props>> | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(
      ([module]) => (loaded = { default: module[name] }),
      (error: unknown) => {
        loading = null; // the next attempt loads again
        throw error;
      },
    ));
  parts.set(name, [...(parts.get(name) ?? []), preload]);

  // React 19 reads a thenable that calls back at once as already resolved.
  const Lazy = lazy(() => {
    const done = loaded;
    if (!done) return preload();
    const resolvedAtOnce: PromiseLike<Loaded<Props>> = {
      then: (resolve) => resolve?.(done) as never,
    };
    return resolvedAtOnce as Promise<Loaded<Props>>;
  });
  function LazyPart(props: Props) {
    rendered?.add(name);
    return createElement(Lazy, props);
  }
  LazyPart.displayName = `Lazy(${name})`;
  /** Starts loading the part (its code and texts); resolves once it renders without waiting. */
  LazyPart.preload = preload as () => Promise<unknown>;
  LazyPart.isLoaded = () => loaded !== null;
  return LazyPart;
}
