// The rule the web app's and the server's locale files both follow, checked by their tests:
// every language has the same keys as the reference, no text is empty, and a translation uses
// the same {{placeholders}}. Test code only: nothing the app runs imports it.

export type TranslationTree = { [key: string]: unknown };

/** Leaves of a nested namespace as `dotted.key -> text`. */
function leaves(tree: TranslationTree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, text] of leaves(value as TranslationTree, path)) result.set(leaf, text);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** What is wrong with one namespace of `language` against the reference; empty when nothing. */
export function translationProblems(
  namespace: string,
  reference: { language: string; tree: TranslationTree },
  translation: { language: string; tree: TranslationTree },
): string[] {
  const expected = leaves(reference.tree);
  const actual = leaves(translation.tree);
  const { language } = translation;
  const problems: string[] = [];
  for (const key of expected.keys()) {
    if (!actual.has(key)) problems.push(`${language}:${namespace}.${key} is missing`);
  }
  for (const key of actual.keys()) {
    if (!expected.has(key)) {
      problems.push(`${language}:${namespace}.${key} is not in ${reference.language}`);
    }
  }
  for (const [lang, texts] of [
    [reference.language, expected],
    [language, actual],
  ] as const) {
    for (const [key, text] of texts) {
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${lang}:${namespace}.${key} is empty or not text`);
      }
    }
  }
  for (const [key, text] of expected) {
    if (actual.has(key) && placeholders(text).join() !== placeholders(actual.get(key)).join()) {
      problems.push(
        `${language}:${namespace}.${key} has other {{placeholders}} than ${reference.language}`,
      );
    }
  }
  return problems;
}
