import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  blogFrontMatterSchema,
  contentIdSchema,
  extractHeadings,
  guideCollectionIds,
  guideFrontMatterSchema,
  landingFrontMatterSchema,
  legalFrontMatterSchema,
  recipeFrontMatterSchema,
  type ContentCollectionId,
  type ContentEntry,
  type ContentHeading,
  type ContentSource,
  type LandingPage,
} from '@maryjane/contract/content';
import type { Language } from '@maryjane/contract/constants';
import { markdownFiles, readFile } from './content-files';
import { countWords, foldText, markdownToPlainText } from './content-text';

const WORDS_PER_MINUTE = 200;

/** One loaded entry: everything but its neighbours, which depend on the whole collection. */
export interface StoredEntry extends Omit<ContentEntry, 'previous' | 'next' | 'related'> {
  /** Body as lowercase plain text without accents, for search. */
  searchText: string;
  searchTitle: string;
  /** The summary alone, folded: it says what the entry is about. */
  searchSummary: string;
  plainText: string;
}

/** One locale's collections and single pages, as loaded from its folder. */
export interface LocaleContent {
  collections: Map<ContentCollectionId, StoredEntry[]>;
  landing: Omit<LandingPage, 'locale'> | null;
  legal: { title: string; summary: string; body: string; headings: ContentHeading[] } | null;
}

interface EntryFields {
  title: string;
  summary: string;
  date: string;
  stages?: ContentEntry['stages'];
  order?: number;
  kind?: ContentEntry['kind'];
  sources: ContentSource[];
  author?: string;
  servings?: number;
  prepMinutes?: number;
}

function storedEntry(
  collection: ContentCollectionId,
  id: string,
  locale: Language,
  fields: EntryFields,
  body: string,
): StoredEntry {
  const plainText = markdownToPlainText(body);
  const wordCount = countWords(plainText);
  return {
    collection,
    id,
    locale,
    title: fields.title,
    summary: fields.summary,
    date: fields.date,
    stages: fields.stages ?? [],
    order: fields.order ?? 0,
    kind: fields.kind ?? null,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    body,
    headings: extractHeadings(body),
    wordCount,
    sources: fields.sources,
    author: fields.author ?? null,
    servings: fields.servings ?? null,
    prepMinutes: fields.prepMinutes ?? null,
    plainText,
    searchText: foldText(`${fields.summary} ${plainText}`),
    searchTitle: foldText(fields.title),
    searchSummary: foldText(fields.summary),
  };
}

function loadCollection(
  dir: string,
  collection: ContentCollectionId,
  locale: Language,
  root: string,
  problems: string[],
): StoredEntry[] {
  const entries: StoredEntry[] = [];
  for (const fileName of markdownFiles(dir)) {
    const id = fileName.slice(0, -'.md'.length);
    const file = path.join(dir, fileName);
    if (!contentIdSchema.safeParse(id).success) {
      problems.push(
        `${path.relative(root, file)}: the file name must be lowercase words joined by -`,
      );
      continue;
    }
    if (collection === 'blog') {
      const parsed = readFile(file, blogFrontMatterSchema, root, problems);
      if (parsed) entries.push(storedEntry(collection, id, locale, parsed.data, parsed.body));
      continue;
    }
    // Recipes and guides are dated by when they were last updated.
    const schema = collection === 'recipes' ? recipeFrontMatterSchema : guideFrontMatterSchema;
    const parsed = readFile(file, schema, root, problems);
    if (parsed) {
      const fields = { ...parsed.data, date: parsed.data.updated };
      entries.push(storedEntry(collection, id, locale, fields, parsed.body));
    }
  }
  return sortEntries(collection, entries);
}

export function sortEntries(
  collection: ContentCollectionId,
  entries: StoredEntry[],
): StoredEntry[] {
  const byTitle = (a: StoredEntry, b: StoredEntry) => a.title.localeCompare(b.title);
  if (collection === 'blog')
    return entries.sort((a, b) => b.date.localeCompare(a.date) || byTitle(a, b));
  if (collection === 'recipes') return entries.sort(byTitle);
  return entries.sort((a, b) => a.order - b.order || byTitle(a, b));
}

export function loadLocale(root: string, locale: Language, problems: string[]): LocaleContent {
  const base = path.join(root, locale);
  const collections = new Map<ContentCollectionId, StoredEntry[]>();
  for (const collection of guideCollectionIds) {
    collections.set(
      collection,
      loadCollection(path.join(base, 'guides', collection), collection, locale, root, problems),
    );
  }
  const guidesDir = path.join(base, 'guides');
  if (existsSync(guidesDir)) {
    for (const name of readdirSync(guidesDir)) {
      const known = (guideCollectionIds as string[]).includes(name);
      if (!known && statSync(path.join(guidesDir, name)).isDirectory()) {
        problems.push(
          `${path.relative(root, path.join(guidesDir, name))}: unknown guide collection`,
        );
      }
    }
  }
  collections.set(
    'recipes',
    loadCollection(path.join(base, 'recipes'), 'recipes', locale, root, problems),
  );
  collections.set('blog', loadCollection(path.join(base, 'blog'), 'blog', locale, root, problems));

  const landingFile = path.join(base, 'pages', 'landing.md');
  const landing = existsSync(landingFile)
    ? readFile(landingFile, landingFrontMatterSchema, root, problems)
    : null;
  const legalFile = path.join(base, 'pages', 'legal-disclosure.md');
  const legal = existsSync(legalFile)
    ? readFile(legalFile, legalFrontMatterSchema, root, problems)
    : null;
  return {
    collections,
    landing: landing && { ...landing.data, body: landing.body },
    legal: legal && { ...legal.data, body: legal.body, headings: extractHeadings(legal.body) },
  };
}
