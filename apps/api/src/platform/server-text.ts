import type { Language } from '@maryjane/contract/constants';
import deCalendar from '../locales/de/calendar.json';
import deMail from '../locales/de/mail.json';
import enCalendar from '../locales/en/calendar.json';
import enMail from '../locales/en/mail.json';

/**
 * Texts the server writes itself (mails, calendar events): one JSON file per namespace and
 * language in `src/locales`, like the web app's. The English files define the keys; German must
 * have them all (the compiler checks this, and `locales.test.ts` checks it the other way too).
 */
const en = { mail: enMail, calendar: enCalendar };
type Texts = typeof en;
const texts: Record<Language, Texts> = { en, de: { mail: deMail, calendar: deCalendar } };

/** `a.b.c` for every text of a tree. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
/** Plural forms (`minutes_one`, `minutes_other`) are asked for by their base key and a count. */
type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
export type TextKey = PluralBase<Leaves<Texts>>;

export type TextValues = Record<string, string | number>;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

function find(lang: Language, key: string): string | undefined {
  let node: unknown = texts[lang];
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text `key` in `lang`, with `{{name}}` replaced by `values.name`. A numeric `count` picks the
 * plural form (`key_one`, `key_other`). Values are inserted as they are, once: a value that looks
 * like a placeholder stays as written, and HTML escaping is the renderer's job.
 */
export function serverText(lang: Language, key: TextKey, values: TextValues = {}): string {
  const count = values.count;
  const text =
    (typeof count === 'number' ? find(lang, `${key}_${pluralOf(lang, count)}`) : undefined) ??
    find(lang, key);
  if (text === undefined) throw new Error(`No text ${lang}:${key}`);
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The text ${lang}:${key} needs {{${name}}}`);
    return String(value);
  });
}
