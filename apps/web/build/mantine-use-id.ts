import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceImport } from './replace-import';

/** Resolves `@mantine/hooks`' own `useId` module to ours (see src/shared/mantine-use-id.ts). */
export const mantineUseId = () =>
  replaceImport('maryjane:mantine-use-id', {
    source: './use-id/use-id.mjs',
    importer: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
    replacement: path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../src/shared/mantine-use-id.ts',
    ),
  });
