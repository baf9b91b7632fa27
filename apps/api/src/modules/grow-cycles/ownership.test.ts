import type { CatalogueItem, Page } from '@maryjane/contract/catalogue';
import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle, JournalEntry, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { Strain } from '@maryjane/contract/strains';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';

const t = useTestApp({ seed: true });
let mary: Client;
let otto: Client;
let ids: {
  seeds: string;
  equipment: string;
  environment: string;
  cycle: string;
  plant: string;
  entry: string;
};
let snapshot: string;

/** Everything Mary can read, to prove Otto's calls changed none of it. */
async function marysRecords() {
  return JSON.stringify(
    await Promise.all([
      mary.get('/api/inventory/seeds'),
      mary.get('/api/inventory/equipment'),
      mary.get('/api/environments'),
      mary.get('/api/grow-cycles'),
      mary.get('/api/plants'),
      mary.get(`/api/grow-cycles/${ids.cycle}/journal`),
    ]),
  );
}

beforeAll(async () => {
  mary = clientFor(t, (await registerUser(t)).token);
  otto = clientFor(t, (await registerUser(t)).token);
  const strain = must((await mary.get<Page<Strain>>('/api/strains')).items[0]);
  const item = must((await mary.get<Page<CatalogueItem>>('/api/equipment-items')).items[0]);
  const seeds = await mary.post<InventoryItem>('/api/inventory/seeds', { itemId: strain.id });
  const equipment = await mary.post<InventoryItem>('/api/inventory/equipment', {
    itemId: item.id,
  });
  const environment = await mary.post<Environment>('/api/environments', {
    name: 'Mary’s tent',
    type: 'tent',
    location: 'Attic',
    equipmentIds: [equipment.id],
  });
  const cycle = await mary.post<GrowCycle>('/api/grow-cycles', {
    name: 'Mary’s grow',
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 2,
    startDate: '2026-02-01',
    environmentId: environment.id,
  });
  const [plant] = await mary.get<Plant[]>('/api/plants');
  const entry = await mary.post<JournalEntry>(`/api/grow-cycles/${cycle.id}/journal`, {
    date: '2026-02-02',
    kind: 'water',
  });
  ids = {
    seeds: seeds.id,
    equipment: equipment.id,
    environment: environment.id,
    cycle: cycle.id,
    plant: must(plant).id,
    entry: entry.id,
  };
  snapshot = await marysRecords();
});

/** Every route that addresses one of a grower's records, with a valid body for it. */
const ownedRoutes = (): [string, string, unknown?][] => [
  ['GET', `/api/inventory/seeds/${ids.seeds}`],
  ['PATCH', `/api/inventory/seeds/${ids.seeds}`, { quantity: 9 }],
  ['DELETE', `/api/inventory/seeds/${ids.seeds}`],
  ['GET', `/api/inventory/equipment/${ids.equipment}`],
  ['PATCH', `/api/inventory/equipment/${ids.equipment}`, { notes: 'mine now' }],
  ['DELETE', `/api/inventory/equipment/${ids.equipment}`],
  ['GET', `/api/environments/${ids.environment}`],
  ['PATCH', `/api/environments/${ids.environment}`, { name: 'Taken' }],
  ['DELETE', `/api/environments/${ids.environment}`],
  ['GET', `/api/grow-cycles/${ids.cycle}`],
  ['PATCH', `/api/grow-cycles/${ids.cycle}`, { name: 'Taken' }],
  ['DELETE', `/api/grow-cycles/${ids.cycle}`],
  ['POST', `/api/grow-cycles/${ids.cycle}/phase`, { phase: 'vegetative' }],
  ['POST', `/api/grow-cycles/${ids.cycle}/plants`, { name: 'Intruder' }],
  ['GET', `/api/grow-cycles/${ids.cycle}/journal`],
  ['GET', `/api/plants?cycleId=${ids.cycle}`],
  ['POST', `/api/grow-cycles/${ids.cycle}/journal`, { date: '2026-02-03', kind: 'water' }],
  ['PATCH', `/api/plants/${ids.plant}`, { name: 'Stolen' }],
  ['DELETE', `/api/plants/${ids.plant}`],
  ['PATCH', `/api/journal/${ids.entry}`, { note: 'edited' }],
  ['DELETE', `/api/journal/${ids.entry}`],
];

describe('ownership', () => {
  it('answers 404 to another grower for every route of a record, revealing nothing', async () => {
    for (const [method, url, payload] of ownedRoutes()) {
      const { status, body } = await otto.call(method as 'GET', url, payload);
      expect(status, `${method} ${url}`).toBe(404);
      expect(JSON.stringify(body)).not.toContain('Mary');
    }
    expect(await marysRecords()).toBe(snapshot);
  });

  it('keeps lists, totals and the calendar to the grower’s own records', async () => {
    const lists = await Promise.all([
      otto.get<Page<InventoryItem>>('/api/inventory/seeds'),
      otto.get<Environment[]>('/api/environments'),
      otto.get<GrowCycle[]>('/api/grow-cycles'),
      otto.get<Plant[]>('/api/plants'),
      otto.get<unknown[]>('/api/calendar?from=2026-01-01&to=2026-12-31'),
    ]);
    expect(lists[0].items).toEqual([]);
    for (const list of lists.slice(1)) expect(list).toEqual([]);
  });

  it('refuses Mary’s ids inside Otto’s own records', async () => {
    const strain = must((await otto.get<Page<Strain>>('/api/strains')).items[0]);
    const seeds = await otto.post<InventoryItem>('/api/inventory/seeds', { itemId: strain.id });
    expect(
      await otto.fieldErrors('POST', '/api/grow-cycles', {
        name: 'Otto’s grow',
        seedId: ids.seeds,
        growMedium: 'soil',
        numberOfPlants: 1,
        startDate: '2026-02-01',
      }),
    ).toEqual([{ field: 'seedId', code: 'notFound' }]);
    expect(
      await otto.fieldErrors('POST', '/api/grow-cycles', {
        name: 'Otto’s grow',
        seedId: seeds.id,
        growMedium: 'soil',
        numberOfPlants: 1,
        startDate: '2026-02-01',
        environmentId: ids.environment,
      }),
    ).toEqual([{ field: 'environmentId', code: 'notFound' }]);
    expect(
      await otto.fieldErrors('POST', '/api/environments', {
        name: 'Otto’s tent',
        type: 'tent',
        location: 'Garage',
        equipmentIds: [ids.equipment],
      }),
    ).toEqual([{ field: 'equipmentIds', code: 'notFound' }]);
    expect(await marysRecords()).toBe(snapshot);
  });

  it('needs a session for every route but the feed', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/inventory/seeds'],
      ['GET', '/api/inventory/totals'],
      ['POST', '/api/inventory/tools/shopping-list'],
      ['GET', '/api/environments'],
      ['GET', '/api/grow-cycles'],
      ['GET', '/api/plants'],
      ['GET', '/api/legal-check'],
      ['GET', '/api/calendar?from=2026-01-01&to=2026-02-01'],
      ['GET', '/api/calendar/feed'],
      ['PATCH', '/api/user/household'],
      ...ownedRoutes().map(([method, url]): [string, string] => [method, url]),
    ];
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method: method as 'GET', url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('treats a malformed id as not found', async () => {
    expect((await mary.call('GET', '/api/grow-cycles/not-an-id')).status).toBe(404);
    expect((await mary.call('DELETE', '/api/plants/123')).status).toBe(404);
  });
});
