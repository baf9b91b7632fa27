import type { ContentEntry, ContentEntrySummary } from '@maryjane/contract/content';

/** A guide summary as GET /cms/{collection} answers it. */
export function sampleSummary(overrides: Partial<ContentEntrySummary> = {}): ContentEntrySummary {
  return {
    collection: 'edibles',
    id: 'brownies',
    locale: 'en',
    title: 'Brownies without guesswork',
    summary: 'Decarboxylate, infuse, dose: one tray, even pieces.',
    readingMinutes: 4,
    date: '2026-11-20',
    stages: [],
    order: 1,
    kind: null,
    ...overrides,
  };
}

/** One entry as GET /cms/{collection}/{id} answers it. */
export function sampleEntry(overrides: Partial<ContentEntry> = {}): ContentEntry {
  return {
    ...sampleSummary(overrides),
    body: 'Start low.\n\n## Decarboxylate first\n\nHeat the flower before you infuse it.',
    headings: [{ depth: 2, text: 'Decarboxylate first', slug: 'decarboxylate-first', line: 3 }],
    wordCount: 12,
    sources: [
      {
        title: 'Decarboxylation – Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Decarboxylation',
      },
    ],
    author: null,
    servings: null,
    prepMinutes: null,
    previous: null,
    next: null,
    related: [],
    ...overrides,
  };
}
