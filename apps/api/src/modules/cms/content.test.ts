import type { Language } from '@maryjane/contract/constants';
import { guideCollectionIds, guideGroups } from '@maryjane/contract/content';
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../paths';
import type { StoredEntry } from './content-entries';
import { contentLocales, loadContent } from './content-store';

/** The committed content itself: complete, translated and linked correctly (issue: content). */
const store = loadContent(defaultContentDir);
const own = (locale: Language) => store.entries(locale).filter((entry) => entry.locale === locale);
const guidesOf = (entries: StoredEntry[]) =>
  entries.filter((entry) => (guideCollectionIds as string[]).includes(entry.collection));

const sitePaths = new Set<string>([
  '/growing',
  '/harvesting',
  '/setting-up',
  '/recipes',
  '/other/blog',
  '/setup-wizard',
  '/register',
  '/dashboard',
  '/meetmaryjane',
  '/legal-disclosure',
  '/catalogue/strains',
  '/catalogue/equipment',
  '/catalogue/supplies',
  '/catalogue/tools',
  '/catalogue/shopping-lists',
  '/catalogue/retailers',
  ...Object.entries(guideGroups).flatMap(([group, ids]) =>
    ids.map((id) =>
      group === 'post-processing'
        ? `/guides/harvesting/post-processing/${id}`
        : `/guides/${group}/${id}`,
    ),
  ),
]);

describe.each(contentLocales)('the %s content', (locale) => {
  const entries = own(locale);
  const guides = guidesOf(entries);

  it('has at least 60 guides and at least 2 in every collection', () => {
    expect(guides.length).toBeGreaterThanOrEqual(60);
    for (const collection of guideCollectionIds) {
      expect(
        guides.filter((guide) => guide.collection === collection).length,
        collection,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('has substantial guides (400+ words) with https sources', () => {
    const short = guides
      .filter((guide) => guide.wordCount < 400)
      .map((guide) => `${guide.collection}/${guide.id}: ${guide.wordCount}`);
    expect(short).toEqual([]);
    for (const guide of guides) expect(guide.sources.length).toBeGreaterThan(0);
  });

  it('has recipes of both kinds and at least 5 blog posts', () => {
    const recipes = entries.filter((entry) => entry.collection === 'recipes');
    expect(new Set(recipes.map((recipe) => recipe.kind))).toEqual(new Set(['edible', 'drinkable']));
    expect(entries.filter((entry) => entry.collection === 'blog').length).toBeGreaterThanOrEqual(5);
  });

  it('covers the German Cannabis Act in the legal guides and points to the official text', () => {
    const legal = guides.filter((guide) => guide.collection === 'legal');
    const text = legal.map((guide) => guide.body).join('\n');
    expect(text).toContain('KCanG');
    expect(text).toMatch(/\b3\b/);
    expect(text).toMatch(/50\s?g/);
    expect(text).toMatch(/25\s?g/);
    const sources = legal.flatMap((guide) => guide.sources.map((source) => source.url));
    expect(sources.some((url) => url.startsWith('https://www.gesetze-im-internet.de/kcang'))).toBe(
      true,
    );
  });

  it('links only to pages that exist', () => {
    const broken: string[] = [];
    for (const entry of entries) {
      for (const match of entry.body.matchAll(/\]\((\/[^)\s#]*)/g)) {
        const target = match[1] ?? '';
        if (!sitePaths.has(target)) broken.push(`${entry.collection}/${entry.id} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has the landing page and the legal disclosure', () => {
    expect(store.landing(locale)?.locale).toBe(locale);
    expect(store.legalDisclosure(locale)?.locale).toBe(locale);
  });
});

it('translates every English entry into German under the same id', () => {
  const key = (entry: StoredEntry) => `${entry.collection}/${entry.id}`;
  expect(own('de').map(key).sort()).toEqual(own('en').map(key).sort());
});
