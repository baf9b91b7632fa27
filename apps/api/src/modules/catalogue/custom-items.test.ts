import type { CatalogueItem, Facet, Page, TypeSummary } from '@maryjane/contract/catalogue';
import type { FieldError } from '@maryjane/contract/errors';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueItems, shoppingListItems } from '../../db/schema/catalogue';
import { runSeeds } from '../../db/seed';
import { bearer, useTokens } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { getData } from '../../test/client';
import { must } from '../../test/must';
import { catalogueSeed } from './catalogue-seed';

// A grower's custom items, and the catalogue seed loaded again beside them: the seed's test
// counts on the custom item made before it.

const t = useTestApp({ seed: true });
const tokens = useTokens(t, 'mary', 'otto');

const get = <T>(url: string, token?: string) => getData<T>(t, url, token);

describe('custom items', () => {
  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

  it('needs a signed-in user', async () => {
    const response = await post('/api/tool-items/custom', {
      name: 'Old scissors',
      type: 'scissors',
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers every bad field with the spec message code', async () => {
    const response = await post(
      '/api/equipment-items/custom',
      { name: ' ', type: 'spaceship', price: '12.345', link: 'not a url', brand: 'b'.repeat(50) },
      tokens.mary,
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as FieldError[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'nameRequired' }),
        expect.objectContaining({ field: 'type', code: 'typeRequired' }),
        expect.objectContaining({ field: 'price', code: 'price' }),
        expect.objectContaining({ field: 'link', code: 'url' }),
        expect.objectContaining({ field: 'brand', code: 'tooLong' }),
      ]),
    );
    const long = await post(
      '/api/equipment-items/custom',
      { name: 'n'.repeat(50), type: 'tent' },
      tokens.mary,
    );
    expect(long.json().errors).toContainEqual(
      expect.objectContaining({ field: 'name', code: 'nameTooLong' }),
    );
  });

  it('is visible to its owner only, everywhere items are listed', async () => {
    const before = await get<Page<CatalogueItem>>('/api/equipment-items?pageSize=1');
    const response = await post(
      '/api/equipment-items/custom',
      {
        name: 'Self-built cabinet',
        type: 'tent',
        brand: 'Handmade',
        retailer: 'Local hardware store',
        price: '89.90',
        link: 'https://example.org/cabinet',
      },
      tokens.mary,
    );
    expect(response.statusCode).toBe(201);
    const item = response.json().data as CatalogueItem;
    expect(item).toMatchObject({
      kind: 'equipment',
      type: 'tent',
      category: 'housing',
      price: 89.9,
      custom: true,
      retailer: { id: null, name: 'Local hardware store', url: null },
    });

    const own = await get<Page<CatalogueItem>>('/api/equipment-items?q=self-built', tokens.mary);
    expect(own.items.map((found) => found.id)).toEqual([item.id]);
    expect(
      (await get<Facet[]>('/api/equipment-items/brands', tokens.mary)).map((f) => f.value),
    ).toContain('Handmade');
    const ownTypes = await get<TypeSummary[]>('/api/equipment-types', tokens.mary);
    const publicTypes = await get<TypeSummary[]>('/api/equipment-types');
    const tentCount = (types: TypeSummary[]) =>
      must(types.find((type) => type.key === 'tent')).itemCount;
    expect(tentCount(ownTypes)).toBe(tentCount(publicTypes) + 1);

    for (const token of [tokens.otto, undefined]) {
      expect(
        (await get<Page<CatalogueItem>>('/api/equipment-items?q=self-built', token)).total,
      ).toBe(0);
      expect(
        (await get<Facet[]>('/api/equipment-items/brands', token)).map((f) => f.value),
      ).not.toContain('Handmade');
    }
    expect((await get<Page<CatalogueItem>>('/api/equipment-items?pageSize=1')).total).toBe(
      before.total,
    );
  });

  it('treats a stale token on a public read as a visitor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/equipment-items',
      headers: bearer('not-a-session'),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the catalogue seed', () => {
  it('loads again without duplicating anything or touching custom items', async () => {
    const countRows = async () => {
      const [items] = await t.database.db.select({ n: count() }).from(catalogueItems);
      const [lines] = await t.database.db.select({ n: count() }).from(shoppingListItems);
      return { items: must(items).n, lines: must(lines).n };
    };
    const before = await countRows();
    expect(await runSeeds(t.database.db, [catalogueSeed])).toEqual({
      applied: [],
      skipped: ['catalogue'],
    });
    await t.database.db.transaction((tx) => catalogueSeed.load(tx));
    expect(await countRows()).toEqual(before);
    expect(
      (await get<Page<CatalogueItem>>('/api/equipment-items?q=self-built', tokens.mary)).total,
    ).toBe(1);
  });
});
