import { languages } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { accountMessages } from '@maryjane/contract/user';
import { validationMessages } from '@maryjane/contract/validation';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function namespacesOf(language: string): Map<string, Tree> {
  const result = new Map<string, Tree>();
  for (const [path, tree] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) result.set(match[2], tree);
  }
  return result;
}

/** Leaves of a nested namespace as `dotted.key -> text`. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
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

describe('translations', () => {
  it('exist for every language', () => {
    expect(referenceNamespaces.size).toBeGreaterThan(5);
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
          if (
            actual.has(key) &&
            placeholders(text).join() !== placeholders(actual.get(key)).join()
          ) {
            problems.push(`${language}:${ns}.${key} has other {{placeholders}} than ${reference}`);
          }
        }
        expect(problems).toEqual([]);
      },
    );
  });

  it.each(languages)('%s: the validation namespace has exactly the contract codes', (language) => {
    const validation = namespacesOf(language).get('validation') ?? {};
    expect(Object.keys(validation).sort()).toEqual(Object.keys(validationMessages).sort());
  });

  it('en validation texts are the contract messages', () => {
    expect(referenceNamespaces.get('validation')).toEqual(validationMessages);
  });
});

// Codes whose status alone says it (spec §8 table); every other contract code has its own text.
const explainedByStatus = new Set<unknown>([
  ErrorCode.badRequest,
  ErrorCode.validationFailed,
  ErrorCode.unauthorized,
  ErrorCode.sessionInvalid,
  ErrorCode.forbidden,
  ErrorCode.notFound,
  ErrorCode.conflict,
  ErrorCode.payloadTooLarge,
  ErrorCode.internal,
]);

it.each(languages)('%s: every account error code of the contract has a text', (language) => {
  const codes = (namespacesOf(language).get('errors')?.codes ?? {}) as Tree;
  const missing = Object.values(ErrorCode)
    .filter((code) => !explainedByStatus.has(code))
    .filter((code) => typeof codes[String(code)] !== 'string');
  expect(missing).toEqual([]);
});

it.each(languages)('%s: every confirmation of the contract has a text', (language) => {
  const messages = (namespacesOf(language).get('account')?.messages ?? {}) as Tree;
  expect(Object.keys(messages).sort()).toEqual(Object.keys(accountMessages).sort());
});

it('en confirmations are the contract messages', () => {
  expect(referenceNamespaces.get('account')?.messages).toEqual(accountMessages);
});
