import { describe, expect, it } from 'vitest';
import { translationProblems } from './translation-check';

const en = { language: 'en', tree: { a: 'Hello {{name}}', b: { c: 'Bye' } } };

describe('translationProblems', () => {
  it('finds nothing wrong with a complete translation', () => {
    const de = { language: 'de', tree: { a: 'Hallo {{name}}', b: { c: 'Tschüss' } } };
    expect(translationProblems('ns', en, de)).toEqual([]);
  });

  it('names missing, extra, empty and wrongly placeheld texts', () => {
    const de = { language: 'de', tree: { a: 'Hallo {{nom}}', b: { c: ' ' }, d: 'Extra' } };
    expect(translationProblems('ns', en, de)).toEqual([
      'de:ns.d is not in en',
      'de:ns.b.c is empty or not text',
      'de:ns.a has other {{placeholders}} than en',
    ]);
    expect(translationProblems('ns', en, { language: 'de', tree: {} })).toEqual([
      'de:ns.a is missing',
      'de:ns.b.c is missing',
    ]);
  });
});
