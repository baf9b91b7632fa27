import { readdirSync, readFileSync } from 'node:fs';
import { languages } from '@maryjane/contract/constants';
import { describe, expect, it } from 'vitest';

// The server's texts follow the web app's rule (apps/web/src/locales/locales.test.ts): every
// language has the same namespaces and keys, no text is empty, and a translation uses the same
// {{placeholders}} as English.

type Tree = { [key: string]: unknown };
const root = new URL('./', import.meta.url);

function namespacesOf(language: string): Map<string, Tree> {
  const files = readdirSync(new URL(`${language}/`, root)).filter((file) => file.endsWith('.json'));
  return new Map(
    files.map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(new URL(`${language}/${file}`, root), 'utf8')) as Tree,
    ]),
  );
}

/** Leaves of a nested namespace as `dotted.key -> text`. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, text] of leaves(value as Tree, path)) result.set(leaf, text);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const [reference, ...others] = languages;
const referenceNamespaces = namespacesOf(reference);

describe('server texts', () => {
  it('exist for mails and calendar events', () => {
    expect([...referenceNamespaces.keys()].sort()).toEqual(['calendar', 'mail']);
  });

  describe.each(others)('%s against en', (language) => {
    const namespaces = namespacesOf(language);

    it('has the same namespaces', () => {
      expect([...namespaces.keys()].sort()).toEqual([...referenceNamespaces.keys()].sort());
    });

    it.each([...referenceNamespaces.keys()])(
      '%s: same keys, none empty, same placeholders',
      (ns) => {
        const expected = leaves(referenceNamespaces.get(ns) ?? {});
        const actual = leaves(namespaces.get(ns) ?? {});
        const problems: string[] = [];
        for (const key of expected.keys()) {
          if (!actual.has(key)) problems.push(`${language}:${ns}.${key} is missing`);
        }
        for (const key of actual.keys()) {
          if (!expected.has(key)) problems.push(`${language}:${ns}.${key} is not in ${reference}`);
        }
        for (const [lang, texts] of [
          [reference, expected],
          [language, actual],
        ] as const) {
          for (const [key, text] of texts) {
            if (typeof text !== 'string' || text.trim() === '') {
              problems.push(`${lang}:${ns}.${key} is empty or not text`);
            }
          }
        }
        for (const [key, text] of expected) {
          const translated = actual.get(key);
          if (actual.has(key) && placeholders(text).join() !== placeholders(translated).join()) {
            problems.push(`${language}:${ns}.${key} has other {{placeholders}} than ${reference}`);
          }
        }
        expect(problems).toEqual([]);
      },
    );
  });
});
