import { guideCollectionIds } from '@maryjane/contract/content';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

interface Summary {
  collection: string;
  id: string;
  locale: string;
  title: string;
  summary: string;
  order: number;
}

describe('/cms collections', () => {
  it.each(['en', 'de'])('lists every guide collection in %s, in order', async (locale) => {
    for (const collection of guideCollectionIds) {
      const response = await get(`/cms/${collection}?locale=${locale}`);
      expect(response.statusCode).toBe(200);
      const entries = response.json().data as Summary[];
      expect(entries.length, collection).toBeGreaterThanOrEqual(2);
      expect(entries.every((entry) => entry.locale === locale)).toBe(true);
      const orders = entries.map((entry) => entry.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('answers one guide with its body, table of contents, sources and neighbours', async () => {
    const [first, second] = (await get('/cms/drying?locale=de')).json().data as Summary[];
    const response = await get(`/cms/drying/${first?.id}?locale=de`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const guide = response.json().data;
    expect(guide).toMatchObject({ collection: 'drying', id: first?.id, locale: 'de' });
    expect(guide.body.length).toBeGreaterThan(1000);
    expect(guide.headings.length).toBeGreaterThan(0);
    const lines = guide.body.split('\n');
    for (const heading of guide.headings) expect(lines[heading.line - 1]).toContain(heading.text);
    expect(guide.sources[0].url).toMatch(/^https:\/\//);
    expect(guide.previous).toBeNull();
    expect(guide.next.id).toBe(second?.id);
    expect(guide.related.length).toBeGreaterThan(0);
  });

  it('takes the language from Accept-Language when no locale is asked for', async () => {
    const german = (await get('/cms/legal', { 'accept-language': 'de-DE,de;q=0.9' })).json();
    expect(german.data[0].locale).toBe('de');
    const english = (await get('/cms/legal', { 'accept-language': 'fr-FR' })).json();
    expect(english.data[0].locale).toBe('en');
  });

  it('lists all guides, recipes of both kinds and the blog newest first', async () => {
    const guides = (await get('/cms/guides?locale=en')).json().data as Summary[];
    expect(new Set(guides.map((guide) => guide.collection))).toEqual(new Set(guideCollectionIds));
    const recipes = (await get('/cms/recipes?locale=de')).json().data as { kind: string }[];
    expect(new Set(recipes.map((recipe) => recipe.kind))).toEqual(new Set(['edible', 'drinkable']));
    const posts = (await get('/cms/blog?locale=en')).json().data as { date: string }[];
    expect(posts.length).toBeGreaterThanOrEqual(5);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 404 for an unknown collection or id, and 422 for an unknown locale', async () => {
    expect((await get('/cms/harvest')).statusCode).toBe(404);
    const missing = await get('/cms/drying/no-such-guide');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Entry not found');
    const badLocale = await get('/cms/drying?locale=fr');
    expect(badLocale.statusCode).toBe(422);
  });
});

describe('/cms pages', () => {
  it('serves the landing page with its features in both languages', async () => {
    const english = (await get('/cms/landing?locale=en')).json().data;
    const german = (await get('/cms/landing?locale=de')).json().data;
    expect(english.features.length).toBeGreaterThanOrEqual(3);
    expect(german.locale).toBe('de');
    expect(german.title).not.toBe(english.title);
  });

  it('serves the legal disclosure, without an operator until DATA_DIR/operator.yml names one', async () => {
    const page = (await get('/cms/legal-disclosure?locale=de')).json().data;
    // The committed content holds only the example: this instance has no Impressum yet.
    expect(page.operator).toBeNull();
    expect(page.body.length).toBeGreaterThan(200);
  });
});

describe('/cms/search', () => {
  it('finds a guide by a word from its body, in each language', async () => {
    const english = (await get('/cms/search?q=trichomes&locale=en')).json().data as Summary[];
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((hit) => hit.locale === 'en')).toBe(true);
    const german = (await get('/cms/search?q=Trichome&locale=de')).json().data as Summary[];
    expect(german.length).toBeGreaterThan(0);
    expect(german.every((hit) => hit.locale === 'de')).toBe(true);
    // Every word must occur: two words that meet only in one legal guide's body find it alone.
    const legal = (
      await get('/cms/search?q=Anbauvereinigungen%20Aufenthalt&locale=de&limit=3')
    ).json().data as Summary[];
    expect(legal.map((hit) => `${hit.collection}/${hit.id}`)).toEqual([
      'legal/growing-at-home-in-germany',
    ]);
    // A title match outranks a body that repeats the word: the KCanG guides lead.
    const kcang = (await get('/cms/search?q=KCanG&locale=de&limit=3')).json().data as Summary[];
    expect(kcang).toHaveLength(3);
    expect(kcang[0]?.title).toContain('KCanG');
  });

  it('refuses a query that is too short', async () => {
    const response = await get('/cms/search?q=a');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ field: 'q' });
  });
});
