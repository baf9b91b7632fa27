import type { CatalogueItem, Page } from '@maryjane/contract/catalogue';
import { addDays, todayIso } from '@maryjane/contract/dates';
import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle, JournalEntry, LegalCheck, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { Strain } from '@maryjane/contract/strains';
import type { User } from '@maryjane/contract/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';

const t = useTestApp({ seed: true });
let mary: Client;
let photoSeeds: InventoryItem;
let autoSeeds: InventoryItem;
let tent: InventoryItem;

beforeAll(async () => {
  mary = clientFor(t, (await registerUser(t)).token);
  const photo = must(
    (await mary.get<Page<Strain>>('/api/strains?floweringType=photoperiod&q=Northern')).items[0],
  );
  const auto = must(
    (await mary.get<Page<Strain>>('/api/strains?floweringType=autoflowering')).items[0],
  );
  photoSeeds = await mary.post('/api/inventory/seeds', { itemId: photo.id, quantity: 5 });
  autoSeeds = await mary.post('/api/inventory/seeds', { itemId: auto.id, quantity: 3 });
  const tentItem = must(
    (await mary.get<Page<CatalogueItem>>('/api/equipment-items?type=tent')).items[0],
  );
  tent = await mary.post('/api/inventory/equipment', { itemId: tentItem.id });
});

const cycleBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Winter grow',
  seedId: photoSeeds.id,
  growMedium: 'soil',
  numberOfPlants: 2,
  startDate: '2026-01-10',
  ...overrides,
});

describe('environments', () => {
  it('creates one with its equipment and refuses a second of the same name', async () => {
    const environment = await mary.post<Environment>('/api/environments', {
      name: 'Tent 80',
      type: 'tent',
      location: 'Basement',
      widthCm: 80,
      depthCm: 80,
      heightCm: 160,
      equipmentIds: [tent.id],
    });
    expect(environment).toMatchObject({
      name: 'Tent 80',
      widthCm: 80,
      equipment: [{ id: tent.id, type: 'tent', quantity: 1 }],
      activeCycles: 0,
    });
    expect(
      await mary.fieldErrors('POST', '/api/environments', {
        name: 'tent 80',
        type: 'tent',
        location: 'Attic',
      }),
    ).toEqual([{ field: 'name', code: 'nameTaken' }]);
  });

  it('checks name, type and location with the messages of spec §5', async () => {
    expect(
      await mary.fieldErrors('POST', '/api/environments', {
        name: 'x'.repeat(50),
        type: 'cupboard',
        location: ' ',
        widthCm: -1,
        equipmentIds: [photoSeeds.id],
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'nameTooLong' },
        { field: 'type', code: 'typeRequired' },
        { field: 'location', code: 'locationRequired' },
        { field: 'widthCm', code: 'positiveNumber' },
      ]),
    );
    // Seeds are not equipment.
    expect(
      await mary.fieldErrors('POST', '/api/environments', {
        name: 'Balcony',
        type: 'balcony',
        location: 'South side',
        equipmentIds: [photoSeeds.id],
      }),
    ).toEqual([{ field: 'equipmentIds', code: 'notFound' }]);
    const names = (await mary.get<Environment[]>('/api/environments')).map((item) => item.name);
    expect(names).not.toContain('Balcony');
  });

  it('updates the equipment and deletes an environment; its cycles carry on', async () => {
    const environment = await mary.post<Environment>('/api/environments', {
      name: 'Closet',
      type: 'cabinet',
      location: 'Bedroom',
      equipmentIds: [tent.id],
    });
    const cleared = await mary.patch<Environment>(`/api/environments/${environment.id}`, {
      equipmentIds: [],
      location: 'Guest room',
    });
    expect(cleared).toMatchObject({ equipment: [], location: 'Guest room' });
    const cycle = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      cycleBody({ environmentId: environment.id }),
    );
    expect(cycle.environment).toEqual({ id: environment.id, name: 'Closet' });
    expect((await mary.call('DELETE', `/api/environments/${environment.id}`)).status).toBe(204);
    expect((await mary.get<GrowCycle>(`/api/grow-cycles/${cycle.id}`)).environment).toBeNull();
  });
});

describe('grow cycles', () => {
  it('starts a cycle from seeds with its plants and a schedule from the strain', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody({ numberOfPlants: 3 }));
    expect(cycle).toMatchObject({
      phase: 'germinate',
      seedId: photoSeeds.id,
      numberOfPlants: 3,
      allowedMoves: ['vegetative'],
      history: [],
    });
    expect(cycle.strain?.floweringType).toBe('photoperiod');
    expect(cycle.schedule.phases.map((phase) => phase.phase)).toEqual([
      'germinate',
      'vegetative',
      'flowering',
      'harvest',
    ]);
    expect(cycle.schedule.tasks.some((task) => task.key === 'switchLight')).toBe(true);
    const plants = await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
    expect(plants.map((plant) => plant.number)).toEqual([1, 2, 3]);
  });

  it('plans an autoflowering cycle without a light switch', async () => {
    const cycle = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      cycleBody({ seedId: autoSeeds.id, growMedium: 'coco' }),
    );
    expect(cycle.strain?.floweringType).toBe('autoflowering');
    expect(cycle.schedule.tasks.some((task) => task.key === 'switchLight')).toBe(false);
  });

  it('answers field errors and stores nothing for a bad cycle', async () => {
    const before = (await mary.get<GrowCycle[]>('/api/grow-cycles')).length;
    expect(
      await mary.fieldErrors('POST', '/api/grow-cycles', {
        name: '',
        seedId: tent.id,
        growMedium: 'sand',
        numberOfPlants: 1.5,
        startDate: '01/10/2026',
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'nameRequired' },
        { field: 'growMedium', code: 'required' },
        { field: 'numberOfPlants', code: 'integer' },
        { field: 'startDate', code: 'date' },
      ]),
    );
    expect(
      await mary.fieldErrors('POST', '/api/grow-cycles', cycleBody({ seedId: tent.id })),
    ).toEqual([{ field: 'seedId', code: 'notFound' }]);
    expect((await mary.get<GrowCycle[]>('/api/grow-cycles')).length).toBe(before);
  });

  it('moves forward through every phase, one step back once, and complete is final', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody());
    const move = (phase: string, date?: string) =>
      mary.data<GrowCycle>('POST', `/api/grow-cycles/${cycle.id}/phase`, { phase, date });

    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/phase`, { phase: 'flowering' }),
    ).toEqual([{ field: 'phase', code: 'phaseMove' }]);
    const vegetative = await move('vegetative', '2026-01-14');
    expect(vegetative.allowedMoves).toEqual(['flowering', 'germinate']);
    expect(vegetative.schedule.phases[1]).toMatchObject({
      status: 'current',
      actualStart: '2026-01-14',
    });

    // A mistake, taken back once: not twice in a row.
    const back = await move('germinate');
    expect(back.phase).toBe('germinate');
    expect(back.allowedMoves).toEqual(['vegetative']);
    await move('vegetative', '2026-01-15');
    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/phase`, {
        phase: 'flowering',
        date: '2026-01-12',
      }),
    ).toEqual([{ field: 'date', code: 'dateTooEarly' }]);
    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/phase`, {
        phase: 'flowering',
        date: addDays(todayIso(), 3),
      }),
    ).toEqual([{ field: 'date', code: 'dateInFuture' }]);
    const flowering = await move('flowering', '2026-02-20');
    expect(flowering.schedule.phases[1]).toMatchObject({
      status: 'done',
      actualStart: '2026-01-15',
      actualEnd: '2026-02-20',
    });
    await move('harvest', '2026-04-25');
    const complete = await move('complete', '2026-06-01');
    expect(complete).toMatchObject({ phase: 'complete', allowedMoves: [] });
    expect(complete.schedule.daysToHarvest).toBeNull();
    expect(complete.history.map((change) => `${change.from}>${change.to}`)).toEqual([
      'germinate>vegetative',
      'vegetative>germinate',
      'germinate>vegetative',
      'vegetative>flowering',
      'flowering>harvest',
      'harvest>complete',
    ]);
    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/phase`, { phase: 'harvest' }),
    ).toEqual([{ field: 'phase', code: 'phaseMove' }]);
    const active = await mary.get<GrowCycle[]>('/api/grow-cycles?status=active');
    expect(active.map((entry) => entry.id)).not.toContain(cycle.id);
    const done = await mary.get<GrowCycle[]>('/api/grow-cycles?status=complete');
    expect(done.map((entry) => entry.id)).toContain(cycle.id);
  });

  it('adds and removes plants when the number of plants changes', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody({ numberOfPlants: 2 }));
    const grown = await mary.patch<GrowCycle>(`/api/grow-cycles/${cycle.id}`, {
      numberOfPlants: 4,
      name: 'Winter grow 2',
    });
    expect(grown).toMatchObject({ numberOfPlants: 4, name: 'Winter grow 2' });
    expect(
      (await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`)).map((plant) => plant.number),
    ).toEqual([1, 2, 3, 4]);
    await mary.patch(`/api/grow-cycles/${cycle.id}`, { numberOfPlants: 1 });
    expect(
      (await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`)).map((plant) => plant.number),
    ).toEqual([1]);
    expect(
      await mary.fieldErrors('PATCH', `/api/grow-cycles/${cycle.id}`, { numberOfPlants: 0 }),
    ).toEqual([{ field: 'numberOfPlants', code: 'positiveNumber' }]);
  });

  it('deletes a cycle with its plants', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody());
    const before = (await mary.get<Plant[]>('/api/plants')).length;
    expect((await mary.call('DELETE', `/api/grow-cycles/${cycle.id}`)).status).toBe(204);
    expect((await mary.call('GET', `/api/grow-cycles/${cycle.id}`)).status).toBe(404);
    expect((await mary.call('GET', `/api/plants?cycleId=${cycle.id}`)).status).toBe(404);
    expect((await mary.get<Plant[]>('/api/plants')).length).toBe(before - 2);
  });
});

describe('plants and journal', () => {
  it('names, adds and removes plants, keeping at least one', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody({ numberOfPlants: 1 }));
    const [first] = await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
    const named = await mary.patch<Plant>(`/api/plants/${must(first).id}`, {
      name: 'Big Bertha',
      notes: 'Topped twice',
    });
    expect(named).toMatchObject({ name: 'Big Bertha', number: 1, cycleName: 'Winter grow' });
    // An empty change is answered with the plant as it is, not an error.
    expect(await mary.patch<Plant>(`/api/plants/${named.id}`, {})).toEqual(named);
    expect(
      await mary.fieldErrors('PATCH', `/api/plants/${named.id}`, { name: 'x'.repeat(50) }),
    ).toEqual([{ field: 'name', code: 'tooLong' }]);
    const second = await mary.post<Plant>(`/api/grow-cycles/${cycle.id}/plants`, {});
    expect(second.number).toBe(2);
    expect((await mary.get<GrowCycle>(`/api/grow-cycles/${cycle.id}`)).numberOfPlants).toBe(2);
    expect((await mary.call('DELETE', `/api/plants/${second.id}`)).status).toBe(204);
    const last = await mary.call('DELETE', `/api/plants/${named.id}`);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('last_plant');
    expect((await mary.get<GrowCycle>(`/api/grow-cycles/${cycle.id}`)).numberOfPlants).toBe(1);
  });

  it('keeps a journal per cycle and plant with checked values', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody());
    const [plant] = await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
    const entry = await mary.post<JournalEntry>(`/api/grow-cycles/${cycle.id}/journal`, {
      date: '2026-01-20',
      kind: 'feed',
      plantId: must(plant).id,
      amountL: 1.5,
      ph: 6.2,
      ec: 1.4,
      note: 'Half strength',
    });
    expect(entry).toMatchObject({ kind: 'feed', ph: 6.2, ec: 1.4, amountL: 1.5 });
    await mary.post(`/api/grow-cycles/${cycle.id}/journal`, { date: '2026-01-25', kind: 'water' });
    const journal = await mary.get<JournalEntry[]>(`/api/grow-cycles/${cycle.id}/journal`);
    expect(journal.map((item) => item.date)).toEqual(['2026-01-25', '2026-01-20']);

    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/journal`, {
        date: 'yesterday',
        kind: 'smoke',
        ph: 15,
        ec: -1,
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'date', code: 'date' },
        { field: 'kind', code: 'typeRequired' },
        { field: 'ph', code: 'outOfRange' },
        { field: 'ec', code: 'outOfRange' },
      ]),
    );
    // A plant of another cycle does not belong here.
    const other = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody());
    const [otherPlant] = await mary.get<Plant[]>(`/api/plants?cycleId=${other.id}`);
    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/journal`, {
        date: '2026-01-26',
        kind: 'observe',
        plantId: must(otherPlant).id,
      }),
    ).toEqual([{ field: 'plantId', code: 'notFound' }]);

    const edited = await mary.patch<JournalEntry>(`/api/journal/${entry.id}`, { ph: 6.0 });
    expect(edited.ph).toBe(6);
    expect(await mary.patch<JournalEntry>(`/api/journal/${entry.id}`, {})).toEqual(edited);
    expect((await mary.call('DELETE', `/api/journal/${entry.id}`)).status).toBe(204);
    expect(await mary.get<JournalEntry[]>(`/api/grow-cycles/${cycle.id}/journal`)).toHaveLength(1);
  });
});

describe('legal check (KCanG)', () => {
  it('warns in Germany when living plants exceed 3 per adult, and not elsewhere', async () => {
    const grower = clientFor(t, (await registerUser(t)).token);
    const strain = must((await grower.get<Page<Strain>>('/api/strains')).items[0]);
    const seeds = await grower.post<InventoryItem>('/api/inventory/seeds', { itemId: strain.id });
    const body = { ...cycleBody({ seedId: seeds.id }), numberOfPlants: 4 };

    expect(await grower.get<LegalCheck>('/api/legal-check')).toMatchObject({
      applies: false,
      exceeded: false,
    });
    const cycle = await grower.post<GrowCycle>('/api/grow-cycles', body);
    await grower.patch('/api/user/location', {
      locationCountryId: 'DE',
      locationStateId: null,
      locationCityId: null,
    });
    expect(await grower.get<LegalCheck>('/api/legal-check')).toEqual({
      applies: true,
      country: 'DE',
      adults: 1,
      limit: 3,
      plants: 4,
      exceeded: true,
    });
    const user = await grower.patch<User>('/api/user/household', { adultsInHousehold: 2 });
    expect(user.adultsInHousehold).toBe(2);
    expect(await grower.get<LegalCheck>('/api/legal-check')).toMatchObject({
      limit: 6,
      exceeded: false,
    });
    expect(
      await grower.fieldErrors('PATCH', '/api/user/household', { adultsInHousehold: 0 }),
    ).toEqual([{ field: 'adultsInHousehold', code: 'positiveNumber' }]);

    // Harvested plants no longer count.
    await grower.patch('/api/user/household', { adultsInHousehold: 1 });
    for (const phase of ['vegetative', 'flowering', 'harvest']) {
      await grower.data('POST', `/api/grow-cycles/${cycle.id}/phase`, {
        phase,
        date: '2026-02-01',
      });
    }
    expect(await grower.get<LegalCheck>('/api/legal-check')).toMatchObject({
      plants: 0,
      exceeded: false,
    });
  });
});
