import { languages } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { accountMessages } from '@maryjane/contract/user';
import { validationMessages } from '@maryjane/contract/validation';
import { translationProblems } from '@maryjane/contract/translation-check';
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
        const problems = translationProblems(
          ns,
          { language: reference, tree: referenceNamespaces.get(ns) ?? {} },
          { language, tree: namespaces.get(ns) ?? {} },
        );
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
