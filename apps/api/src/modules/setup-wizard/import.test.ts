import type { CatalogueItem, Page, ShoppingList } from '@maryjane/contract/catalogue';
import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { WizardImportBody, WizardImportResult } from '@maryjane/contract/setup-wizard';
import type { Strain } from '@maryjane/contract/strains';
import type { User } from '@maryjane/contract/user';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, strains } from '../../db/schema/catalogue';
import { environments, growCycles, inventoryItems } from '../../db/schema/grow';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';

const t = useTestApp({ seed: true });
let strain: Strain;
let equipment: ShoppingList;

beforeAll(async () => {
  const visitor = clientFor(t, 'none');
  strain = must(
    (await visitor.get<Page<Strain>>('/api/strains?floweringType=autoflowering')).items[0],
  );
  equipment = await visitor.get<ShoppingList>(
    '/api/equipment-shopping-lists?budget=balanced&where=indoor&numberOfPlants=1',
  );
});

async function grower(): Promise<{ client: Client; id: string }> {
  const registered = await registerUser(t);
  return { client: clientFor(t, registered.token), id: registered.user.id };
}

/** What a visitor's wizard holds at the end: a shopping list, seeds, a tent and a cycle. */
function wizardBody(): WizardImportBody {
  const lines: WizardImportBody['lines'] = equipment.items.map((line, index) => ({
    ref: `e${index}`,
    kind: 'equipment',
    itemId: line.item.id,
    quantity: line.quantity,
    price: line.lineTotal,
  }));
  return {
    experience: 'firstTimer',
    where: 'indoor',
    budget: 'balanced',
    location: { locationCountryId: 'DE', locationStateId: 'DE-BE', locationCityId: null },
    lines: [
      ...lines,
      { ref: 's1', kind: 'seeds', itemId: strain.id, quantity: 3, price: 25 },
      {
        ref: 's2',
        kind: 'seeds',
        custom: { name: 'Grandpa’s Haze', producer: 'Grandpa', floweringType: 'photoperiod' },
      },
      { ref: 't1', kind: 'tools', custom: { name: 'Old scissors', type: 'scissors' } },
    ],
    environments: [
      {
        ref: 'env1',
        name: 'Grow tent',
        type: 'tent',
        location: 'Indoors',
        equipmentRefs: lines.map((line) => line.ref),
      },
    ],
    growCycles: [
      {
        name: 'First grow',
        seedRef: 's1',
        environmentRef: 'env1',
        growMedium: 'soil',
        numberOfPlants: 1,
        startDate: '2026-11-20',
      },
    ],
  };
}

async function rowsOf(ownerId: string) {
  const db = t.database.db;
  const [lines] = await db
    .select({ n: count() })
    .from(inventoryItems)
    .where(eq(inventoryItems.ownerId, ownerId));
  const [envs] = await db
    .select({ n: count() })
    .from(environments)
    .where(eq(environments.ownerId, ownerId));
  const [cycles] = await db
    .select({ n: count() })
    .from(growCycles)
    .where(eq(growCycles.ownerId, ownerId));
  const [items] = await db
    .select({ n: count() })
    .from(catalogueItems)
    .where(eq(catalogueItems.ownerId, ownerId));
  const [ownStrains] = await db
    .select({ n: count() })
    .from(strains)
    .where(eq(strains.ownerId, ownerId));
  return {
    lines: lines?.n,
    environments: envs?.n,
    cycles: cycles?.n,
    customItems: items?.n,
    customStrains: ownStrains?.n,
  };
}

describe('POST /api/setup-wizard/import', () => {
  it('saves the whole wizard to the account in one go', async () => {
    const { client } = await grower();
    const body = wizardBody();
    const result = await client.post<WizardImportResult>('/api/setup-wizard/import', body);
    expect(result).toMatchObject({
      lines: body.lines?.length,
      environments: 1,
      growCycles: 1,
    });

    const [environment] = await client.get<Environment[]>('/api/environments');
    expect(environment?.id).toBe(result.environmentIds[0]);
    expect(environment?.equipment).toHaveLength(equipment.items.length);
    const cycle = await client.get<GrowCycle>(`/api/grow-cycles/${must(result.growCycleIds[0])}`);
    expect(cycle).toMatchObject({
      name: 'First grow',
      environment: { id: environment?.id },
      strain: { id: strain.id },
      numberOfPlants: 1,
    });
    const seeds = await client.get<Page<InventoryItem>>('/api/inventory/seeds');
    expect(seeds.items.map((line) => line.item.name).sort()).toEqual(
      [strain.name, 'Grandpa’s Haze'].sort(),
    );
    expect(seeds.items.find((line) => line.item.custom)?.strain?.producerName).toBe('Grandpa');
    // The cycle's plant took its seed from the 3 bought (issue 25).
    expect(seeds.items.find((line) => line.item.id === strain.id)?.quantity).toBe(2);
    const tools = await client.get<Page<InventoryItem>>('/api/inventory/tools');
    expect(tools.items[0]?.item).toMatchObject({ name: 'Old scissors', type: 'scissors' });
    const user = await client.get<User>('/api/user');
    expect(user).toMatchObject({ locationCountryId: 'DE', locationStateId: 'DE-BE' });
  });

  it('saves the price of the grower’s own entries: one piece on the entry, all on the line', async () => {
    const { client, id } = await grower();
    const body = wizardBody();
    body.lines = [
      {
        ref: 'own-tent',
        kind: 'equipment',
        custom: { name: 'My tent', type: 'tent', price: '89.90' },
        quantity: 2,
        price: 179.8,
      },
      {
        ref: 'own-seeds',
        kind: 'seeds',
        custom: {
          name: 'Grandpa’s Haze',
          producer: 'Grandpa',
          floweringType: 'photoperiod',
          price: 4.5,
        },
        quantity: 3,
        price: 13.5,
      },
      { ref: 'own-scissors', kind: 'tools', custom: { name: 'Scissors', type: 'scissors' } },
    ];
    body.environments = [];
    body.growCycles = [];
    await client.post<WizardImportResult>('/api/setup-wizard/import', body);

    const [tent] = (await client.get<Page<InventoryItem>>('/api/inventory/equipment')).items;
    expect(tent).toMatchObject({ item: { name: 'My tent', custom: true }, quantity: 2 });
    expect(tent?.price).toBe(179.8);
    const [seeds] = (await client.get<Page<InventoryItem>>('/api/inventory/seeds')).items;
    expect(seeds?.price).toBe(13.5);
    const db = t.database.db;
    const ownItems = await db
      .select({ name: catalogueItems.name, price: catalogueItems.price })
      .from(catalogueItems)
      .where(eq(catalogueItems.ownerId, id));
    expect(ownItems.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'My tent', price: 89.9 },
      { name: 'Scissors', price: null },
    ]);
    const [ownStrain] = await db
      .select({ price1: strains.price1 })
      .from(strains)
      .where(eq(strains.ownerId, id));
    expect(ownStrain?.price1).toBe(4.5);
  });

  it('refuses an own entry’s price that is no price', async () => {
    const { client } = await grower();
    const body = wizardBody();
    body.lines = [
      { ref: 'a', kind: 'tools', custom: { name: 'Loupe', type: 'magnifier', price: 1.234 } },
    ];
    body.environments = [];
    body.growCycles = [];
    expect(await client.fieldErrors('POST', '/api/setup-wizard/import', body)).toEqual([
      { field: 'lines.0.custom.price', code: 'price' },
    ]);
  });

  it('adds to what a grower has and never deletes', async () => {
    const { client, id } = await grower();
    await client.post('/api/setup-wizard/import', wizardBody());
    const before = await rowsOf(id);
    const again = { ...wizardBody(), environments: [], location: null };
    again.growCycles = (again.growCycles ?? []).map((cycle) => ({
      ...cycle,
      environmentRef: null,
    }));
    await client.post('/api/setup-wizard/import', again);
    const after = await rowsOf(id);
    expect(after.lines).toBe((before.lines ?? 0) + (again.lines?.length ?? 0));
    expect(after.cycles).toBe((before.cycles ?? 0) + 1);
    expect(after.environments).toBe(before.environments);
  });

  it('answers every problem with its path and saves nothing', async () => {
    const { client, id } = await grower();
    await client.post<Environment>('/api/environments', {
      name: 'Grow tent',
      type: 'tent',
      location: 'Cellar',
    });
    const before = await rowsOf(id);
    const body = wizardBody();
    const lines = body.lines ?? [];
    const otto = await grower();
    const ottosItem = await otto.client.post<CatalogueItem>('/api/tool-items/custom', {
      name: 'Otto’s loupe',
      type: 'magnifier',
    });
    body.lines = [
      ...lines,
      { ref: 'x1', kind: 'tools', itemId: ottosItem.id },
      { ref: 'x2', kind: 'supplies', itemId: strain.id },
      { ref: 's1', kind: 'tools', custom: { name: 'Duplicate ref', type: 'scissors' } },
    ];
    body.growCycles = [
      ...(body.growCycles ?? []),
      {
        name: 'Bad',
        seedRef: 'e0',
        environmentRef: 'nowhere',
        growMedium: 'soil',
        numberOfPlants: 1,
        startDate: '2026-11-20',
      },
    ];
    body.location = { locationCountryId: 'DE', locationStateId: 'XX', locationCityId: null };
    const n = lines.length;
    expect(await client.fieldErrors('POST', '/api/setup-wizard/import', body)).toEqual(
      expect.arrayContaining([
        { field: `lines.${n}.itemId`, code: 'notFound' },
        { field: `lines.${n + 1}.itemId`, code: 'notFound' },
        { field: `lines.${n + 2}.ref`, code: 'invalid' },
        { field: 'environments.0.name', code: 'nameTaken' },
        { field: 'growCycles.1.seedRef', code: 'notFound' },
        { field: 'growCycles.1.environmentRef', code: 'notFound' },
        { field: 'location.locationStateId', code: 'notFound' },
      ]),
    );
    expect(await rowsOf(id)).toEqual(before);
  });

  it('checks the shape of every part with the messages of spec §5', async () => {
    const { client, id } = await grower();
    const body = wizardBody();
    body.lines = [
      { ref: 'a', kind: 'seeds', custom: { name: '' } },
      { ref: 'b', kind: 'equipment', custom: { name: 'Lamp', type: 'lava-lamp' } },
      { ref: 'c', kind: 'tools', itemId: strain.id, custom: { name: 'Both', type: 'scissors' } },
      { ref: 'd', kind: 'supplies', itemId: must(equipment.items[0]).item.id, quantity: 0 },
    ];
    body.environments = [{ ref: 'e', name: 'x'.repeat(50), type: 'tent', location: '' }];
    body.growCycles = [];
    expect(await client.fieldErrors('POST', '/api/setup-wizard/import', body)).toEqual(
      expect.arrayContaining([
        { field: 'lines.0.custom.name', code: 'nameRequired' },
        { field: 'lines.1.custom.type', code: 'typeRequired' },
        { field: 'lines.2.itemId', code: 'required' },
        { field: 'lines.3.quantity', code: 'positiveNumber' },
        { field: 'environments.0.name', code: 'nameTooLong' },
        { field: 'environments.0.location', code: 'locationRequired' },
      ]),
    );
    expect((await rowsOf(id)).lines).toBe(0);
  });

  it('rolls everything back when a write fails half way', async () => {
    const { client, id } = await grower();
    // The database refuses the cycle, the last write: lines, custom entries and the environment
    // were already written in the same transaction.
    await t.database.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.name = 'Boom' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_boom before insert on grow_cycles for each row execute function refuse_boom()`,
    );
    const body = wizardBody();
    body.growCycles = (body.growCycles ?? []).map((cycle) => ({ ...cycle, name: 'Boom' }));
    const response = await client.call('POST', '/api/setup-wizard/import', body);
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('refused for the test');
    expect(await rowsOf(id)).toEqual({
      lines: 0,
      environments: 0,
      cycles: 0,
      customItems: 0,
      customStrains: 0,
    });
  });

  it('needs an account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/setup-wizard/import',
      payload: wizardBody() as Record<string, unknown>,
    });
    expect(response.statusCode).toBe(401);
  });
});
