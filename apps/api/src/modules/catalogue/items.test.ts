import {
  catalogueKinds,
  cataloguePrefixes,
  equipmentTypes,
  type CatalogueItem,
  type Facet,
  type Page,
  type Retailer,
  type TypeSummary,
} from '@maryjane/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { bearer, useTokens } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { getData } from '../../test/client';
import { must } from '../../test/must';
import { visitorFieldErrors } from './test-fixtures';

// Browsing the catalogue: types, items (pages, filters, search, sort, facets, caching) and
// retailers. Custom items are in custom-items.test.ts, shopping lists in shopping-lists.test.ts.

const t = useTestApp({ seed: true });
const tokens = useTokens(t, 'mary', 'otto');

const get = <T>(url: string, token?: string) => getData<T>(t, url, token);
const fieldErrors = visitorFieldErrors(t);

const equipmentPage = (query = '') =>
  get<Page<CatalogueItem>>(`/api/equipment-items?pageSize=100${query}`);

describe('types', () => {
  it('lists the equipment types of spec §3 exactly, with categories and counts', async () => {
    const types = await get<TypeSummary[]>('/api/equipment-types');
    expect(types.map((type) => type.key).sort()).toEqual(Object.keys(equipmentTypes).sort());
    expect(types.find((type) => type.key === 'exhaust-fan')).toMatchObject({
      category: 'ventilation',
      seeAlso: null,
    });
    expect(types.find((type) => type.key === 'seed')).toMatchObject({
      seeAlso: 'strains',
      itemCount: 0,
    });
    const counted = types.reduce((sum, type) => sum + type.itemCount, 0);
    expect(counted).toBe((await equipmentPage()).total);
  });

  it.each(catalogueKinds)('answers %s types under its spec prefix', async (kind) => {
    const types = await get<TypeSummary[]>(`/api/${cataloguePrefixes[kind]}-types`);
    expect(types.length).toBeGreaterThan(5);
    expect(types.every((type) => type.seeAlso !== null || type.itemCount >= 2)).toBe(true);
  });
});

describe('items', () => {
  it('pages through every item once, in name order', async () => {
    const first = await get<Page<CatalogueItem>>('/api/equipment-items');
    expect(first).toMatchObject({ page: 1, pageSize: 24 });
    expect(first.items).toHaveLength(24);
    const pages = Math.ceil(first.total / 24);
    const seen: CatalogueItem[] = [];
    for (let page = 1; page <= pages; page++) {
      seen.push(...(await get<Page<CatalogueItem>>(`/api/equipment-items?page=${page}`)).items);
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen.map((item) => item.id)).size).toBe(first.total);
    const names = seen.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const beyond = await get<Page<CatalogueItem>>(`/api/equipment-items?page=${pages + 1}`);
    expect(beyond).toMatchObject({ items: [], total: first.total });
  });

  it.each([
    ['pageSize=0', 'pageSize', 'outOfRange'],
    ['pageSize=101', 'pageSize', 'outOfRange'],
    ['page=0', 'page', 'outOfRange'],
    ['page=two', 'page', 'integer'],
    ['pageSize=2.5', 'pageSize', 'integer'],
    ['type=greenhouse', 'type', 'invalid'],
    ['category=kitchen', 'category', 'invalid'],
    ['budget=cheap', 'budget', 'invalid'],
    ['sort=random', 'sort', 'invalid'],
    [`q=${'x'.repeat(101)}`, 'q', 'tooLong'],
  ])('refuses %s with a field error', async (query, field, code) => {
    const errors = await fieldErrors(`/api/equipment-items?${query}`);
    expect(errors).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('refuses a type of another kind', async () => {
    const errors = await fieldErrors('/api/supply-items?type=tent');
    expect(errors).toContainEqual(expect.objectContaining({ field: 'type' }));
  });

  it('filters by type, category, brand, retailer and budget tier', async () => {
    const tents = await equipmentPage('&type=tent');
    expect(tents.total).toBeGreaterThanOrEqual(2);
    expect(tents.items.every((item) => item.type === 'tent' && item.category === 'housing')).toBe(
      true,
    );

    const ventilation = await equipmentPage('&category=ventilation');
    expect(new Set(ventilation.items.map((item) => item.type))).toEqual(
      new Set(['ventilator', 'exhaust-fan']),
    );

    const brand = must((await get<Facet[]>('/api/equipment-items/brands'))[0]);
    const branded = await equipmentPage(`&brand=${encodeURIComponent(brand.value.toUpperCase())}`);
    expect(branded.total).toBe(brand.count);
    expect(branded.items.every((item) => item.brand === brand.value)).toBe(true);

    const retailer = must((await get<Retailer[]>('/api/equipment-items/retailers'))[0]);
    const sold = await equipmentPage(`&retailer=${retailer.id}`);
    expect(sold.total).toBeGreaterThan(0);
    expect(sold.items.every((item) => item.retailer?.id === retailer.id)).toBe(true);

    const premium = await equipmentPage('&budget=premium&type=light');
    expect(premium.total).toBeGreaterThan(0);
    expect(premium.items.every((item) => item.budget === 'premium' && item.type === 'light')).toBe(
      true,
    );
  });

  it('searches names and brands, taking wildcards literally', async () => {
    const tent = must((await equipmentPage('&type=tent')).items[0]);
    const word = must(tent.name.split(' ')[0]);
    const found = await equipmentPage(`&q=${encodeURIComponent(word.toLowerCase())}`);
    expect(found.items.map((item) => item.id)).toContain(tent.id);
    expect(
      found.items.every((item) =>
        `${item.name} ${item.brand}`.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
    expect((await equipmentPage('&q=%25')).total).toBe(0);
    expect((await equipmentPage('&q=_')).total).toBe(0);
  });

  it('sorts by price both ways', async () => {
    const prices = (await equipmentPage('&sort=price')).items.map((item) => must(item.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const falling = (await equipmentPage('&sort=-price')).items.map((item) => must(item.price));
    expect(falling).toEqual([...falling].sort((a, b) => b - a));
    expect(falling[0]).toBeGreaterThan(must(prices[0]));
  });

  it('offers facets that add up to the catalogue', async () => {
    for (const kind of catalogueKinds) {
      const prefix = cataloguePrefixes[kind];
      const { total } = await get<Page<CatalogueItem>>(`/api/${prefix}-items?pageSize=1`);
      const brands = await get<Facet[]>(`/api/${prefix}-items/brands`);
      const categories = await get<Facet[]>(`/api/${prefix}-items/categories`);
      expect(brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(total);
      expect(categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(total);
      const retailers = await get<Retailer[]>(`/api/${prefix}-items/retailers`);
      expect(retailers.length).toBeGreaterThan(0);
      expect(retailers.every((retailer) => retailer.sells.includes(kind))).toBe(true);
    }
  });

  it('serves visitors one answer per query, as JSON', async () => {
    const url = '/api/equipment-items?type=light&sort=price';
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url: `${url}&page=1` });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect((first.json().data as Page<CatalogueItem>).items[0]?.type).toBe('light');
  });

  it('lets shared caches keep answers for visitors only', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/tool-items' });
    expect(visitor.headers['cache-control']).toMatch(/^public/);
    const member = await t.app.inject({
      method: 'GET',
      url: '/api/tool-items',
      headers: bearer(tokens.mary),
    });
    expect(member.headers['cache-control']).toMatch(/^private/);
    // The second visitor is answered from the cache, with the same headers.
    const cached = await t.app.inject({ method: 'GET', url: '/api/tool-items' });
    expect(cached.body).toBe(visitor.body);
    expect(cached.headers['cache-control']).toBe(visitor.headers['cache-control']);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.headers.vary).toBe('Authorization');
  });
});

describe('retailers', () => {
  it('lists every retailer with texts in both languages', async () => {
    const retailers = await get<Retailer[]>('/api/retailers');
    expect(retailers.length).toBeGreaterThan(5);
    expect(retailers.every((retailer) => retailer.description.de && retailer.description.en)).toBe(
      true,
    );
  });
});
