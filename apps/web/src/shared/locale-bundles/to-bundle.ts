import type { ResourceLanguage } from 'i18next';

/** `{ '../../locales/en/nav.json': {...} }` → `{ nav: {...} }` */
export function toBundle(files: Record<string, ResourceLanguage[string]>): ResourceLanguage {
  const bundle: ResourceLanguage = {};
  for (const [path, resources] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) bundle[namespace] = resources;
  }
  return bundle;
}
