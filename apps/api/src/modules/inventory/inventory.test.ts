import type { CatalogueItem, Page, ShoppingList } from '@maryjane/contract/catalogue';
import type { InventoryItem, InventoryTotals } from '@maryjane/contract/inventory';
import type { Strain } from '@maryjane/contract/strains';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '../../db/schema/grow';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { inventoryLines, maryWithCatalogue } from './test-fixtures';

// Inventory lines of catalogue items, and the totals and shopping lists over them (which run
// after the lines tests, on the lines they made). Lines with the grower's own entries are in
// own-entries.test.ts.

const t = useTestApp({ seed: true });
let mary: Client;
let maryId: string;
let light: CatalogueItem;
let strain: Strain;

beforeAll(async () => {
  ({ mary, maryId, light, strain } = await maryWithCatalogue(t));
});

const linesOf = (kind: string) => inventoryLines(mary, kind);

describe('inventory lines', () => {
  it('adds a catalogue item with the purchase details and reads it back', async () => {
    const created = await mary.post<InventoryItem>('/api/inventory/equipment', {
      itemId: light.id,
      quantity: 2,
      price: '129.90',
      purchaseDate: '2026-10-03',
      storageLocation: 'Basement',
      retailer: 'Growshop',
      link: 'https://example.org/light',
      notes: 'For the 80×80 tent',
    });
    expect(created).toMatchObject({
      kind: 'equipment',
      item: { id: light.id, name: light.name, type: 'light', custom: false },
      quantity: 2,
      price: 129.9,
      purchaseDate: '2026-10-03',
      storageLocation: 'Basement',
    });
    expect(await mary.get(`/api/inventory/equipment/${created.id}`)).toEqual(created);
    // A line is found under its own kind only.
    expect((await mary.call('GET', `/api/inventory/tools/${created.id}`)).status).toBe(404);
  });

  it('adds seeds of a strain with what a schedule needs', async () => {
    const seeds = await mary.post<InventoryItem>('/api/inventory/seeds', {
      itemId: strain.id,
      quantity: 3,
      price: 24.5,
    });
    expect(seeds.item).toMatchObject({ id: strain.id, name: strain.name });
    expect(seeds.strain).toMatchObject({
      floweringType: strain.floweringType,
      floweringWeeksMin: strain.floweringWeeksMin,
      producerName: strain.producer.name,
    });
  });

  it('answers field errors in the messages of spec §5 and stores nothing', async () => {
    const before = await linesOf('equipment');
    const errors = await mary.fieldErrors('POST', '/api/inventory/equipment', {
      itemId: light.id,
      quantity: 0,
      price: '12.345',
      link: 'not a link',
      purchaseDate: '2026-02-30',
      storageLocation: 'x'.repeat(50),
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'quantity', code: 'positiveNumber' },
        { field: 'price', code: 'price' },
        { field: 'link', code: 'url' },
        { field: 'purchaseDate', code: 'date' },
        { field: 'storageLocation', code: 'tooLong' },
      ]),
    );
    expect(await linesOf('equipment')).toHaveLength(before.length);
  });

  it('refuses an item of another kind or another grower’s custom item', async () => {
    expect(await mary.fieldErrors('POST', '/api/inventory/tools', { itemId: light.id })).toEqual([
      { field: 'itemId', code: 'notFound' },
    ]);
    const otto = clientFor(t, (await registerUser(t)).token);
    const ottos = await otto.post<CatalogueItem>('/api/tool-items/custom', {
      name: 'Otto’s loupe',
      type: 'magnifier',
    });
    expect(await mary.fieldErrors('POST', '/api/inventory/tools', { itemId: ottos.id })).toEqual([
      { field: 'itemId', code: 'notFound' },
    ]);
    // Mary's own custom item is fine.
    const own = await mary.post<CatalogueItem>('/api/tool-items/custom', {
      name: 'Old kitchen scissors',
      type: 'scissors',
    });
    const line = await mary.post<InventoryItem>('/api/inventory/tools', { itemId: own.id });
    expect(line.item).toMatchObject({ name: 'Old kitchen scissors', custom: true });
  });

  it('updates and deletes a line', async () => {
    const line = await mary.post<InventoryItem>('/api/inventory/equipment', { itemId: light.id });
    const updated = await mary.patch<InventoryItem>(`/api/inventory/equipment/${line.id}`, {
      quantity: 5,
      notes: '',
      price: null,
    });
    expect(updated).toMatchObject({ quantity: 5, notes: null, price: null });
    expect((await mary.call('DELETE', `/api/inventory/equipment/${line.id}`)).status).toBe(204);
    expect((await mary.call('GET', `/api/inventory/equipment/${line.id}`)).status).toBe(404);
    expect((await mary.call('DELETE', `/api/inventory/equipment/${line.id}`)).status).toBe(404);
  });

  it('searches, filters by type, sorts and pages', async () => {
    const page = await mary.get<Page<InventoryItem>>(
      '/api/inventory/equipment?type=light&sort=-price&pageSize=1',
    );
    expect(page.pageSize).toBe(1);
    expect(page.items.every((line) => line.item.type === 'light')).toBe(true);
    const found = await mary.get<Page<InventoryItem>>(
      `/api/inventory/equipment?q=${encodeURIComponent(light.name.slice(0, 8))}`,
    );
    expect(found.items.length).toBeGreaterThan(0);
    expect(
      await mary.fieldErrors('GET', '/api/inventory/equipment?sort=cheapest&pageSize=1000'),
    ).toEqual(
      expect.arrayContaining([
        { field: 'sort', code: 'invalid' },
        { field: 'pageSize', code: 'outOfRange' },
      ]),
    );
    expect((await mary.call('GET', '/api/inventory/jewels')).status).toBe(422);
  });
});

describe('totals and shopping lists', () => {
  it('sums quantities and spend per kind and overall', async () => {
    const totals = await mary.get<InventoryTotals>('/api/inventory/totals');
    for (const kind of ['seeds', 'equipment', 'supplies', 'tools'] as const) {
      const lines = await linesOf(kind);
      const entry = must(totals.kinds.find((candidate) => candidate.kind === kind));
      expect(entry.lines).toBe(lines.length);
      expect(entry.quantity).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
      expect(entry.spend).toBeCloseTo(
        lines.reduce((sum, line) => sum + (line.price ?? 0), 0),
        2,
      );
    }
    expect(totals.spend).toBeCloseTo(
      totals.kinds.reduce((sum, entry) => sum + entry.spend, 0),
      2,
    );
  });

  it('adds a shopping list, merging lines of the same item, and replaces on request', async () => {
    const grower = clientFor(t, (await registerUser(t)).token);
    const list = await grower.get<ShoppingList>(
      '/api/supply-shopping-lists?budget=balanced&where=indoor&numberOfPlants=1',
    );
    const first = await grower.post(
      '/api/inventory/supplies/shopping-list',
      { budget: 'balanced', where: 'indoor', numberOfPlants: 1, mode: 'add' },
      200,
    );
    expect(first).toEqual({ added: list.items.length, updated: 0, removed: 0 });
    const again = await grower.post(
      '/api/inventory/supplies/shopping-list',
      { budget: 'balanced', where: 'indoor', numberOfPlants: 1, mode: 'add' },
      200,
    );
    expect(again).toEqual({ added: 0, updated: list.items.length, removed: 0 });
    const doubled = (await grower.get<Page<InventoryItem>>('/api/inventory/supplies?pageSize=100'))
      .items;
    const firstLine = must(list.items[0]);
    expect(doubled.find((line) => line.item.id === firstLine.item.id)?.quantity).toBe(
      firstLine.quantity * 2,
    );
    const totals = await grower.get<InventoryTotals>('/api/inventory/totals');
    expect(totals.kinds.find((entry) => entry.kind === 'supplies')?.spend).toBeCloseTo(
      list.total * 2,
      2,
    );

    const replaced = await grower.post(
      '/api/inventory/supplies/shopping-list',
      { budget: 'budget', where: 'outdoor', numberOfPlants: 3, mode: 'replace' },
      200,
    );
    const outdoor = await grower.get<ShoppingList>(
      '/api/supply-shopping-lists?budget=budget&where=outdoor&numberOfPlants=3',
    );
    expect(replaced).toEqual({
      added: outdoor.items.length,
      updated: 0,
      removed: list.items.length,
    });
  });

  it('refuses a bad shopping-list request without touching the inventory', async () => {
    const [before] = await t.database.db
      .select({ lines: count() })
      .from(inventoryItems)
      .where(eq(inventoryItems.ownerId, maryId));
    expect(
      await mary.fieldErrors('POST', '/api/inventory/tools/shopping-list', {
        budget: 'cheap',
        where: 'indoor',
        numberOfPlants: 0,
        mode: 'replace',
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'budget', code: 'required' },
        { field: 'numberOfPlants', code: 'positiveNumber' },
      ]),
    );
    expect((await mary.call('POST', '/api/inventory/seeds/shopping-list', {})).status).toBe(422);
    const [after] = await t.database.db
      .select({ lines: count() })
      .from(inventoryItems)
      .where(eq(inventoryItems.ownerId, maryId));
    expect(after).toEqual(before);
  });
});
