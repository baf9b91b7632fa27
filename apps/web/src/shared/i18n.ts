import {
  DEFAULT_LANGUAGE,
  languages,
  storageKeys,
  type Language,
} from '@maryjane/contract/constants';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from './storage';

// One chunk per language; a reader only downloads the language they read.
const bundleLoaders: Record<Language, () => Promise<ResourceLanguage>> = {
  en: () => import('./locale-bundles/en').then((module) => module.bundle),
  de: () => import('./locale-bundles/de').then((module) => module.bundle),
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
  document.documentElement.lang = language;
  // Both languages are left-to-right; i18next knows the direction of any later one.
  document.documentElement.dir = i18next.dir(language);
}

async function ensureLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'common')) return;
  const bundle = await bundleLoaders[language]();
  for (const [namespace, resources] of Object.entries(bundle)) {
    i18next.addResourceBundle(language, namespace, resources, true, true);
  }
}

export const i18n = i18next;

async function initI18n(): Promise<void> {
  const language = detectLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...languages],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: {},
    interpolation: { escapeValue: false }, // React escapes already.
    returnEmptyString: false,
  });
  await ensureLanguage(language);
  syncDocument(language);
  i18next.on('languageChanged', syncDocument);
  // The fallback arrives later: it only matters if a text were missing, which a test prevents.
  if (language !== DEFAULT_LANGUAGE) void ensureLanguage(DEFAULT_LANGUAGE);
}

/** Resolves once the reader's language is loaded; the app renders after it. */
export const i18nReady = initI18n();

/** Switches the language and remembers the choice for this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStored(storageKeys.language, language);
  await ensureLanguage(language);
  await i18next.changeLanguage(language);
}
