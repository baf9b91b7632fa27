import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  blogFrontMatterSchema,
  contentIdSchema,
  extractHeadings,
  guideCollectionIds,
  guideFrontMatterSchema,
  landingFrontMatterSchema,
  legalFrontMatterSchema,
  operatorSchema,
  recipeFrontMatterSchema,
  type ContentCollectionId,
  type ContentEntry,
  type ContentEntrySummary,
  type ContentHeading,
  type ContentSource,
  type GuideCollectionId,
  type LandingPage,
  type LegalDisclosurePage,
  type Operator,
} from '@maryjane/contract/content';
import type { Language } from '@maryjane/contract/constants';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

export const contentLocales = ['en', 'de'] as const satisfies readonly Language[];
const WORDS_PER_MINUTE = 200;

/** A content file that does not follow content/README.md; names the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** One loaded entry: everything but its neighbours, which depend on the whole collection. */
export interface StoredEntry extends Omit<ContentEntry, 'previous' | 'next' | 'related'> {
  /** Body as lowercase plain text without accents, for search. */
  searchText: string;
  searchTitle: string;
  /** The summary alone, folded: it says what the entry is about. */
  searchSummary: string;
  plainText: string;
}

interface LocaleContent {
  collections: Map<ContentCollectionId, StoredEntry[]>;
  landing: Omit<LandingPage, 'locale'> | null;
  legal: { title: string; summary: string; body: string; headings: ContentHeading[] } | null;
}

export interface ContentStore {
  list(collection: ContentCollectionId, locale: Language): ContentEntrySummary[];
  get(collection: ContentCollectionId, id: string, locale: Language): ContentEntry | null;
  /** Every entry of a locale with English filling the gaps (search, guides overview). */
  entries(locale: Language): StoredEntry[];
  landing(locale: Language): LandingPage | null;
  legalDisclosure(locale: Language): LegalDisclosurePage | null;
}

/** Lowercase and without accents, so "Blütephase", "BLÜTEPHASE" and "blutephase" match. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Markdown reduced to the words a reader sees. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, ' ')
    .replace(/[*_`|~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function splitFrontMatter(source: string): { data: unknown; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return null;
  return {
    data: parseYaml(match[1] ?? ''),
    body: (match[2] ?? '').replace(/^\s*\n/, '').trimEnd(),
  };
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
}

interface Parsed<T> {
  data: T;
  body: string;
}

/** Reads one file and validates its front matter; records a problem and answers null if bad. */
function readFile<S extends z.ZodType>(
  file: string,
  schema: S,
  root: string,
  problems: string[],
): Parsed<z.infer<S>> | null {
  const name = path.relative(root, file);
  let split: { data: unknown; body: string } | null;
  try {
    split = splitFrontMatter(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${name}: front matter is not valid YAML (${(error as Error).message})`);
    return null;
  }
  if (!split) {
    problems.push(`${name}: no front matter (the file must start with a --- block)`);
    return null;
  }
  const parsed = schema.safeParse(split.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${name}: ${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
    }
    return null;
  }
  if (split.body.length === 0) {
    problems.push(`${name}: the body is empty`);
    return null;
  }
  return { data: parsed.data, body: split.body };
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
    if (collection === 'recipes') {
      const parsed = readFile(file, recipeFrontMatterSchema, root, problems);
      if (parsed) {
        entries.push(
          storedEntry(
            collection,
            id,
            locale,
            { ...parsed.data, date: parsed.data.updated },
            parsed.body,
          ),
        );
      }
    } else if (collection === 'blog') {
      const parsed = readFile(file, blogFrontMatterSchema, root, problems);
      if (parsed) entries.push(storedEntry(collection, id, locale, parsed.data, parsed.body));
    } else {
      const parsed = readFile(file, guideFrontMatterSchema, root, problems);
      if (parsed) {
        entries.push(
          storedEntry(
            collection,
            id,
            locale,
            { ...parsed.data, date: parsed.data.updated },
            parsed.body,
          ),
        );
      }
    }
  }
  return sortEntries(collection, entries);
}

function sortEntries(collection: ContentCollectionId, entries: StoredEntry[]): StoredEntry[] {
  const byTitle = (a: StoredEntry, b: StoredEntry) => a.title.localeCompare(b.title);
  if (collection === 'blog')
    return entries.sort((a, b) => b.date.localeCompare(a.date) || byTitle(a, b));
  if (collection === 'recipes') return entries.sort(byTitle);
  return entries.sort((a, b) => a.order - b.order || byTitle(a, b));
}

function loadLocale(root: string, locale: Language, problems: string[]): LocaleContent {
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

function loadOperator(root: string, problems: string[]): Operator | null {
  const file = path.join(root, 'operator.yml');
  if (!existsSync(file)) {
    problems.push('operator.yml: missing (the legal disclosure needs the operator details)');
    return null;
  }
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`operator.yml: not valid YAML (${(error as Error).message})`);
    return null;
  }
  const parsed = operatorSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`operator.yml: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    }
    return null;
  }
  return parsed.data;
}

const summaryOf = ({
  collection,
  id,
  locale,
  title,
  summary,
  readingMinutes,
  date,
  stages,
  order,
  kind,
}: StoredEntry): ContentEntrySummary => ({
  collection,
  id,
  locale,
  title,
  summary,
  readingMinutes,
  date,
  stages,
  order,
  kind,
});

const RELATED_COUNT = 3;

/** Guides a reader of `entry` may want next: same collection first, then shared stages. */
function relatedGuides(entry: StoredEntry, all: StoredEntry[]): StoredEntry[] {
  const isGuide = (candidate: StoredEntry) =>
    (guideCollectionIds as string[]).includes(candidate.collection);
  if (!isGuide(entry)) return [];
  const score = (candidate: StoredEntry) =>
    (candidate.collection === entry.collection ? 1 : 0) +
    2 * candidate.stages.filter((stage) => entry.stages.includes(stage)).length;
  return all
    .filter((candidate) => isGuide(candidate) && candidate.id !== entry.id)
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .filter(({ score: value }) => value > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.candidate.collection.localeCompare(b.candidate.collection) ||
        a.candidate.order - b.candidate.order,
    )
    .slice(0, RELATED_COUNT)
    .map(({ candidate }) => candidate);
}

/**
 * Loads and validates every content file under `root` once; a problem anywhere throws a
 * ContentError naming each bad file and field, so a broken file never half-serves.
 */
export function loadContent(root: string): ContentStore {
  const problems: string[] = [];
  if (!existsSync(root)) throw new ContentError([`${root}: the content folder does not exist`]);
  const locales = new Map<Language, LocaleContent>(
    contentLocales.map((locale) => [locale, loadLocale(root, locale, problems)]),
  );
  const operator = loadOperator(root, problems);
  if (problems.length > 0) throw new ContentError(problems);

  const localeContent = (locale: Language): LocaleContent => {
    const content = locales.get(locale);
    if (!content) throw new Error(`Unknown locale ${locale}`);
    return content;
  };

  /** The collection in `locale`, English entries filling in ids it lacks. */
  const merged = new Map<string, StoredEntry[]>();
  const collectionIn = (collection: ContentCollectionId, locale: Language): StoredEntry[] => {
    const key = `${locale}:${collection}`;
    const cached = merged.get(key);
    if (cached) return cached;
    const own = localeContent(locale).collections.get(collection) ?? [];
    const ids = new Set(own.map((entry) => entry.id));
    const fallback = (localeContent('en').collections.get(collection) ?? []).filter(
      (entry) => !ids.has(entry.id),
    );
    const result = sortEntries(collection, [...own, ...fallback]);
    merged.set(key, result);
    return result;
  };
  const allIn = (locale: Language): StoredEntry[] =>
    [...localeContent('en').collections.keys()].flatMap((collection) =>
      collectionIn(collection, locale),
    );

  return {
    list: (collection, locale) => collectionIn(collection, locale).map(summaryOf),
    get(collection, id, locale) {
      const entries = collectionIn(collection, locale);
      const index = entries.findIndex((entry) => entry.id === id);
      const entry = entries[index];
      if (!entry) return null;
      const {
        searchText: _searchText,
        searchTitle: _searchTitle,
        searchSummary: _searchSummary,
        plainText: _plainText,
        ...rest
      } = entry;
      const previous = entries[index - 1];
      const next = entries[index + 1];
      return {
        ...rest,
        previous: previous ? summaryOf(previous) : null,
        next: next ? summaryOf(next) : null,
        related: relatedGuides(entry, allIn(locale)).map(summaryOf),
      };
    },
    entries: allIn,
    landing(locale) {
      const page = localeContent(locale).landing ?? localeContent('en').landing;
      const served = localeContent(locale).landing ? locale : 'en';
      return page && { locale: served, ...page };
    },
    legalDisclosure(locale) {
      const page = localeContent(locale).legal ?? localeContent('en').legal;
      const served = localeContent(locale).legal ? locale : 'en';
      return page && operator && { locale: served, ...page, operator };
    },
  };
}

export function isGuideCollection(collection: string): collection is GuideCollectionId {
  return (guideCollectionIds as string[]).includes(collection);
}
