import type { ResourceLanguage } from 'i18next';
import { toBundle } from './to-bundle';

// The English texts the shell and the first pages need (coreNamespaces in ../i18n.ts), in one
// chunk loaded only when English is shown; the other namespaces are chunks of their own.
export const bundle = toBundle(
  import.meta.glob<ResourceLanguage[string]>(
    '../../locales/en/{common,errors,guides,home,layout,misc,nav}.json',
    {
      eager: true,
      import: 'default',
    },
  ),
);
