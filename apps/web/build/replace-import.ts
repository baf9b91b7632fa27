import type { Plugin } from 'vite';

/**
 * A plugin that resolves one import, `source` as written in a module whose path matches
 * `importer`, to `replacement` (an absolute path) instead: how the build swaps a library's
 * internal module for the app's own.
 */
export function replaceImport(
  name: string,
  { source, importer, replacement }: { source: string; importer: RegExp; replacement: string },
): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId(id, from) {
      return id === source && from && importer.test(from) ? replacement : null;
    },
  };
}
