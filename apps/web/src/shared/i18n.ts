import {
  DEFAULT_LANGUAGE,
  languages,
  storageKeys,
  type Language,
} from '@maryjane/contract/constants';
import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaceOf } from './locale-bundles/to-bundle';
import { readStored, writeStored } from './storage';

/**
 * The namespaces the shell and the first pages a visitor sees need (header, navigation, search,
 * errors, the landing page): one chunk per language, loaded before
 * the first render. Keep in step with the globs below and in ./locale-bundles/{en,de}.ts
 * (i18n.test.ts checks that they agree).
 */
export const coreNamespaces = [
  'common',
  'errors',
  'guides',
  'home',
  'layout',
  'misc',
  'nav',
] as const;

const coreLoaders: Record<Language, () => Promise<ResourceLanguage>> = {
  en: () => import('./locale-bundles/en').then((module) => module.bundle),
  de: () => import('./locale-bundles/de').then((module) => module.bundle),
};

/**
 * Every other namespace (my grow, the wizard, the catalogue, the dashboard, the account) is a
 * chunk of its own, fetched when a page first asks for it; the page shows its loader meanwhile.
 */
const pageNamespaces = import.meta.glob<ResourceLanguage[string]>(
  ['../locales/*/*.json', '!../locales/*/{common,errors,guides,home,layout,misc,nav}.json'],
  { import: 'default' },
);

/** Every namespace there is, for tests that render any page at once. */
export const allNamespaces = [
  ...coreNamespaces,
  ...Object.keys(pageNamespaces)
    .filter((file) => file.startsWith(`../locales/${DEFAULT_LANGUAGE}/`))
    .map((file) => namespaceOf(file) ?? ''),
];

const localeChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const ownChunk = pageNamespaces[`../locales/${language}/${namespace}.json`];
    const loading = ownChunk
      ? ownChunk()
      : isLanguage(language)
        ? coreLoaders[language]().then((bundle) => bundle[namespace] ?? {})
        : Promise.resolve({});
    loading.then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The stored choice, else German for German browsers, else English (spec §9). */
export function detectLanguage(): Language {
  const stored = readStored(storageKeys.language);
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return preferred.some((tag) => tag.toLowerCase().startsWith('de')) ? 'de' : DEFAULT_LANGUAGE;
}

function syncDocument(language: string): void {
  if (typeof document === 'undefined') return; // rendered on the server
  document.documentElement.lang = language;
  // The server renders public pages in the reader's language: it reads the choice from here.
  document.cookie = `${storageKeys.language}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  // Both languages are left-to-right; i18next knows the direction of any later one.
  document.documentElement.dir = i18next.dir(language);
}

export const i18n = i18next;

async function initI18n(): Promise<void> {
  const language = detectLanguage();
  await i18next
    .use(localeChunks)
    .use(initReactI18next)
    .init({
      lng: language,
      // Both languages have the same keys (a test checks), so nothing falls back: a German
      // reader never downloads the English texts.
      fallbackLng: false,
      supportedLngs: [...languages],
      ns: [...coreNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already.
      returnEmptyString: false,
    });
  syncDocument(language);
  i18next.on('languageChanged', syncDocument);
}

/** Resolves once the reader's language is loaded; the app renders after it. */
export const i18nReady = initI18n();

/**
 * Switches the language and remembers the choice for this browser. i18next fetches the new
 * language's texts of every namespace in use before it switches, so no key flashes.
 */
export async function changeLanguage(language: Language): Promise<void> {
  writeStored(storageKeys.language, language);
  await i18next.changeLanguage(language);
}
