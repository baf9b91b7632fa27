import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for named exports: every page is its own chunk, so the first load only carries
 * the shell (target: initial JS ≤ 180 kB gzip).
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
