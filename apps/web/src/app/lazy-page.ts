import { lazy, type ComponentType } from 'react';
import { i18n } from '../shared/i18n';

/**
 * React.lazy for named exports: every page is its own chunk, so the first load only carries
 * the shell (target: initial JS ≤ 180 kB gzip). `namespaces` are the page's own texts outside
 * the core bundle (see ../shared/i18n.ts): fetched together with the page's code, not after it.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  namespaces: readonly string[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return { default: module[name] };
  });
}
