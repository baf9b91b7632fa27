import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const replacement = fileURLToPath(new URL('../src/shared/mantine-use-id.ts', import.meta.url));
const hooksIndex = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

/** Resolves `@mantine/hooks`' own `useId` module to ours (see src/shared/mantine-use-id.ts). */
export function mantineUseId(): Plugin {
  return {
    name: 'maryjane:mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && hooksIndex.test(importer)) {
        return replacement;
      }
      return null;
    },
  };
}
