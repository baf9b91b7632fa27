import type { ResourceLanguage } from 'i18next';

/** `'../../locales/en/nav.json'` → `'nav'` */
export function namespaceOf(path: string): string | undefined {
  return /([^/]+)\.json$/.exec(path)?.[1];
}

/** `{ '../../locales/en/nav.json': {...} }` → `{ nav: {...} }` */
export function toBundle(files: Record<string, ResourceLanguage[string]>): ResourceLanguage {
  const bundle: ResourceLanguage = {};
  for (const [path, resources] of Object.entries(files)) {
    const namespace = namespaceOf(path);
    if (namespace) bundle[namespace] = resources;
  }
  return bundle;
}
