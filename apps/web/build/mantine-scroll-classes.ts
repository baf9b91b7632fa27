import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceImport } from './replace-import';

/**
 * Resolves `react-remove-scroll`, as Mantine's AppShell sections import it, to the app's stand-in
 * holding only the class names they read (src/shared/mantine-scroll-classes.ts). The sections are
 * in the first load; the scroll-locking component they brought along (~3 kB gzip) is needed only
 * by dialogs and drawers, which import the real one.
 */
export const mantineScrollClasses = () =>
  replaceImport('maryjane:mantine-scroll-classes', {
    source: 'react-remove-scroll',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/,
    replacement: path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../src/shared/mantine-scroll-classes.ts',
    ),
  });
