import { healthCodes, healthGuides } from '@maryjane/contract/plant-records';
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../paths';
import { contentLocales, loadContent } from './content-store';

/** Every health observation of a journal entry links to a real guide section (issue 26). */
const store = loadContent(defaultContentDir);

describe.each(contentLocales)('the health observations in %s', (locale) => {
  // Only the language's own files: a fallback to English would hide a missing translation.
  const own = store.entries(locale).filter((entry) => entry.locale === locale);

  it.each([...healthCodes])('%s links to a guide heading that exists', (code) => {
    const target = healthGuides[code];
    const guide = own.find(
      (entry) => entry.collection === target.collection && entry.id === target.id,
    );
    expect(guide, `${target.collection}/${target.id}`).toBeDefined();
    expect(guide?.headings.map((heading) => heading.slug)).toContain(target.anchor[locale]);
  });
});
