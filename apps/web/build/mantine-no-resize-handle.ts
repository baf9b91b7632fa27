import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceImport } from './replace-import';

/**
 * Resolves the resize handle that Mantine's AppShell header, navbar, aside and footer each
 * render to one that renders nothing (src/shared/mantine-resize-handle.ts). Mantine draws the
 * handle only for an AppShell given `resize`, which the app never passes; its code (~1.3 kB
 * gzip) was in the first load, and each section ran its hooks and a window listener for it.
 */
export const mantineNoResizeHandle = () =>
  replaceImport('maryjane:mantine-no-resize-handle', {
    source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/,
    replacement: path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../src/shared/mantine-resize-handle.ts',
    ),
  });
