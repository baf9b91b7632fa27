import type { ResourceLanguage } from 'i18next';
import { toBundle } from './to-bundle';

// All English namespaces in one chunk, loaded only when English is shown.
export const bundle = toBundle(
  import.meta.glob<ResourceLanguage[string]>('../../locales/en/*.json', {
    eager: true,
    import: 'default',
  }),
);
