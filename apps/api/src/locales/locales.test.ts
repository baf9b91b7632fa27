import { readdirSync, readFileSync } from 'node:fs';
import { languages } from '@maryjane/contract/constants';
import { translationProblems } from '@maryjane/contract/translation-check';
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
        const problems = translationProblems(
          ns,
          { language: reference, tree: referenceNamespaces.get(ns) ?? {} },
          { language, tree: namespaces.get(ns) ?? {} },
        );
        expect(problems).toEqual([]);
      },
    );
  });
});
