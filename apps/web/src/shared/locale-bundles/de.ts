import type { ResourceLanguage } from 'i18next';
import { toBundle } from './to-bundle';

// All German namespaces in one chunk, loaded only when German is shown.
export const bundle = toBundle(
  import.meta.glob<ResourceLanguage[string]>('../../locales/de/*.json', {
    eager: true,
    import: 'default',
  }),
);
