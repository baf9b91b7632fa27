import type { Page } from '@maryjane/contract/catalogue';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { Strain } from '@maryjane/contract/strains';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../db/schema/catalogue';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { createCustomInventoryItem } from './service';
import { inventoryLines, maryWithCatalogue } from './test-fixtures';

// Inventory lines of the grower's own strains and items, made with the line in one request: both
// are saved, or neither.

const t = useTestApp({ seed: true });
let mary: Client;
let maryId: string;

beforeAll(async () => {
  ({ mary, maryId } = await maryWithCatalogue(t));
});

const linesOf = (kind: string) => inventoryLines(mary, kind);

describe('inventory lines', () => {
  it("adds the grower's own strain and the seeds of it in one request", async () => {
    const seeds = await mary.post<InventoryItem>('/api/inventory/seeds/custom', {
      entry: {
        name: 'Gramps Kush',
        producer: 'Grandpa Seeds',
        floweringType: 'autoflowering',
        floweringWeeks: 9,
        price1: 4,
      },
      quantity: 5,
      price: 20,
    });
    expect(seeds).toMatchObject({
      kind: 'seeds',
      item: { name: 'Gramps Kush', brand: 'Grandpa Seeds', custom: true },
      quantity: 5,
      price: 20,
      strain: { floweringType: 'autoflowering', floweringWeeksMin: 9, floweringWeeksMax: 9 },
    });
    const [own] = (await mary.get<Page<Strain>>('/api/strains?q=Gramps')).items;
    expect(own).toMatchObject({ id: seeds.item.id, custom: true, price1: 4 });
    // Nobody else sees it.
    const otto = clientFor(t, (await registerUser(t)).token);
    expect((await otto.get<Page<Strain>>('/api/strains?q=Gramps')).items).toEqual([]);
  });

  it("adds the grower's own item and the line for it in one request", async () => {
    const line = await mary.post<InventoryItem>('/api/inventory/supplies/custom', {
      entry: {
        name: 'Worm castings from the garden',
        type: 'grow-medium',
        retailer: 'Own compost',
      },
      quantity: 2,
      storageLocation: 'Shed',
    });
    expect(line).toMatchObject({
      kind: 'supplies',
      item: { name: 'Worm castings from the garden', type: 'grow-medium', custom: true },
      quantity: 2,
      storageLocation: 'Shed',
    });
    expect(await mary.get(`/api/inventory/supplies/${line.id}`)).toEqual(line);
  });

  it('saves neither the own entry nor the line when either is wrong', async () => {
    const strainsNamed = async (q: string) =>
      (await mary.get<Page<Strain>>(`/api/strains?q=${q}`)).items;
    const before = await linesOf('seeds');
    // The line is wrong: the strain is not made either.
    expect(
      await mary.fieldErrors('POST', '/api/inventory/seeds/custom', {
        entry: { name: 'Lonely Haze', producer: 'Nobody', floweringType: 'photoperiod' },
        quantity: 0,
        price: '1.234',
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'quantity', code: 'positiveNumber' },
        { field: 'price', code: 'price' },
      ]),
    );
    expect(await strainsNamed('Lonely')).toEqual([]);
    // The entry is wrong, or is another kind's: its fields are named under `entry`.
    expect(
      await mary.fieldErrors('POST', '/api/inventory/seeds/custom', {
        entry: { name: '', producer: 'Nobody' },
        quantity: 1,
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'entry.name', code: 'nameRequired' },
        { field: 'entry.floweringType', code: 'required' },
      ]),
    );
    expect(
      await mary.fieldErrors('POST', '/api/inventory/tools/custom', {
        entry: { name: 'A tent', type: 'tent' },
      }),
    ).toEqual([{ field: 'entry.type', code: 'typeRequired' }]);
    expect(await linesOf('seeds')).toHaveLength(before.length);
  });

  it('takes the own entry back when the line fails in the database', async () => {
    const db = t.database.db;
    const ownItems = () =>
      db
        .select({ id: catalogueItems.id })
        .from(catalogueItems)
        .where(and(eq(catalogueItems.ownerId, maryId), eq(catalogueItems.name, 'Blunt shears')));
    // Past the route's schema, the table's own check refuses a negative quantity.
    await expect(
      createCustomInventoryItem(db, maryId, 'tools', {
        entry: { name: 'Blunt shears', type: 'scissors' },
        quantity: -1,
      }),
    ).rejects.toThrow();
    expect(await ownItems()).toEqual([]);
    await createCustomInventoryItem(db, maryId, 'tools', {
      entry: { name: 'Blunt shears', type: 'scissors' },
      quantity: 1,
    });
    expect(await ownItems()).toHaveLength(1);
  });
});
