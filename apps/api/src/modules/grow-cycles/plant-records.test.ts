import { todayIso } from '@maryjane/contract/dates';
import type { GrowCycle, JournalEntry, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { LegalCheck } from '@maryjane/contract/legal';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { maryWithSeeds, winterGrow } from './test-fixtures';

// Per-plant records (issue 26): sex and status of a plant, height, training and health in the
// journal, and the legal count that leaves removed and harvested plants out.

const t = useTestApp({ seed: true });
let mary: Client;
let otto: Client;
let ottoSeeds: InventoryItem;
let autoSeeds: InventoryItem;
let cycle: GrowCycle;
let first: Plant;
let second: Plant;

const inGermany = { locationCountryId: 'DE', locationStateId: null, locationCityId: null };

beforeAll(async () => {
  const grower = await maryWithSeeds(t);
  ({ mary, autoSeeds } = grower);
  await mary.patch('/api/user/location', inGermany);
  cycle = await mary.post<GrowCycle>('/api/grow-cycles', winterGrow(grower.photoSeeds));
  const plants = await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
  [first, second] = [must(plants[0]), must(plants[1])];
  ({ mary: otto, photoSeeds: ottoSeeds } = await maryWithSeeds(t));
}, 60_000);

/** PATCH /plants/{id}'s whole answer: the plant and the legal check. */
async function changePlant(client: Client, id: string, body: unknown) {
  const { status, body: json } = await client.call('PATCH', `/api/plants/${id}`, body);
  expect(status, JSON.stringify(json)).toBe(200);
  return json as { data: Plant; legal: LegalCheck };
}

describe('a plant’s sex and status', () => {
  it('starts unknown and growing, and is read alone by its owner only', async () => {
    const plant = await mary.get<Plant>(`/api/plants/${must(first).id}`);
    expect(plant).toMatchObject({
      sex: 'unknown',
      status: 'growing',
      statusReason: null,
      statusDate: null,
      cycleId: cycle.id,
    });
    expect((await otto.call('GET', `/api/plants/${plant.id}`)).status).toBe(404);
    expect((await otto.call('PATCH', `/api/plants/${plant.id}`, { sex: 'male' })).status).toBe(404);
    expect((await mary.call('GET', '/api/plants/not-an-id')).status).toBe(404);
  });

  it('needs a reason to remove, clears it when growing again', async () => {
    const id = must(second).id;
    expect((await changePlant(mary, id, { sex: 'male' })).data.sex).toBe('male');
    expect(await mary.fieldErrors('PATCH', `/api/plants/${id}`, { status: 'removed' })).toEqual([
      { field: 'statusReason', code: 'required' },
    ]);
    expect(
      await mary.fieldErrors('PATCH', `/api/plants/${id}`, { sex: 'alien', status: 'dead' }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'sex', code: 'invalid' },
        { field: 'status', code: 'invalid' },
      ]),
    );
    // A reason belongs to a removed plant only.
    expect(await mary.fieldErrors('PATCH', `/api/plants/${id}`, { statusReason: 'male' })).toEqual([
      { field: 'statusReason', code: 'invalid' },
    ]);
    expect(
      await mary.fieldErrors('PATCH', `/api/plants/${id}`, {
        status: 'harvested',
        statusReason: 'sick',
      }),
    ).toEqual([{ field: 'statusReason', code: 'invalid' }]);
    expect(
      await mary.fieldErrors('PATCH', `/api/plants/${id}`, {
        status: 'removed',
        statusReason: 'male',
        statusDate: '2099-01-01',
      }),
    ).toEqual([{ field: 'statusDate', code: 'dateInFuture' }]);

    const removed = await changePlant(mary, id, {
      status: 'removed',
      statusReason: 'male',
      statusNote: 'Pollen sacs in week 3',
    });
    expect(removed.data).toMatchObject({
      status: 'removed',
      statusReason: 'male',
      statusNote: 'Pollen sacs in week 3',
      statusDate: todayIso(),
    });
    // The stored reason cannot be taken away while the plant stays removed.
    expect(await mary.fieldErrors('PATCH', `/api/plants/${id}`, { statusReason: null })).toEqual([
      { field: 'statusReason', code: 'required' },
    ]);
    // Another day keeps the reason.
    const redated = await changePlant(mary, id, { statusDate: '2026-02-01' });
    expect(redated.data).toMatchObject({ statusReason: 'male', statusDate: '2026-02-01' });

    // A mistake: back to growing clears reason, note and day.
    const again = await changePlant(mary, id, { status: 'growing' });
    expect(again.data).toMatchObject({
      status: 'growing',
      statusReason: null,
      statusNote: null,
      statusDate: null,
      sex: 'male',
    });
  });
});

describe('the plants list', () => {
  // PostgreSQL writes the list's JSON itself; each plant must read as its own page gives it.
  it('gives every plant exactly as GET /plants/{id} does, records and all', async () => {
    const id = must(second).id;
    await changePlant(mary, id, { name: 'Ölprinzessin "2"', notes: 'Line\nbreak \\ tab\t' });
    await changePlant(mary, id, {
      status: 'removed',
      statusReason: 'sick',
      statusNote: 'Mould ✓',
      statusDate: todayIso(),
    });
    const listed = await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
    const all = await mary.get<Plant[]>('/api/plants');
    expect(listed.map((plant) => plant.number)).toEqual(listed.map((_, index) => index + 1));
    expect(all.filter((plant) => plant.cycleId === cycle.id)).toEqual(listed);
    for (const plant of listed) {
      expect(plant).toEqual(await mary.get<Plant>(`/api/plants/${plant.id}`));
    }
    expect(listed.find((plant) => plant.id === id)).toMatchObject({
      name: 'Ölprinzessin "2"',
      statusReason: 'sick',
      statusNote: 'Mould ✓',
    });
    expect(await otto.get<Plant[]>('/api/plants')).not.toContainEqual(
      expect.objectContaining({ cycleId: cycle.id }),
    );
    await changePlant(mary, id, { status: 'growing' });
  });
});

describe('the legal count', () => {
  it('leaves removed and harvested plants out, and never counts another grower’s', async () => {
    const check = () => mary.get<LegalCheck>('/api/legal-check');
    // Two living cycles of two plants each: 4 of 3.
    const more = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      winterGrow(autoSeeds, { name: 'Autos' }),
    );
    expect(await check()).toMatchObject({ plants: 4, limit: 3, exceeded: true });
    const [extra] = await mary.get<Plant[]>(`/api/plants?cycleId=${more.id}`);

    const removed = await changePlant(mary, must(extra).id, {
      status: 'removed',
      statusReason: 'hermaphrodite',
    });
    expect(removed.legal).toMatchObject({ plants: 3, exceeded: false });
    const harvested = await changePlant(mary, must(first).id, { status: 'harvested' });
    expect(harvested.legal).toMatchObject({ plants: 2 });
    expect(await check()).toMatchObject({ plants: 2, exceeded: false });

    // Otto's plants, removed or growing, never change Mary's count.
    await otto.patch('/api/user/location', inGermany);
    const ottos = await otto.post<GrowCycle>('/api/grow-cycles', winterGrow(ottoSeeds));
    const [ottoPlant] = await otto.get<Plant[]>(`/api/plants?cycleId=${ottos.id}`);
    await changePlant(otto, must(ottoPlant).id, { status: 'removed', statusReason: 'weak' });
    expect(await check()).toMatchObject({ plants: 2 });
    expect(await otto.get<LegalCheck>('/api/legal-check')).toMatchObject({ plants: 1 });

    // A mistake undone counts the plant again.
    expect((await changePlant(mary, must(first).id, { status: 'growing' })).legal).toMatchObject({
      plants: 3,
    });
    // A cycle whose plants are all gone counts none, never fewer.
    const [, extraTwo] = await mary.get<Plant[]>(`/api/plants?cycleId=${more.id}`);
    await changePlant(mary, must(extraTwo).id, { status: 'removed', statusReason: 'died' });
    expect(await check()).toMatchObject({ plants: 2 });
  });
});

describe('journal records', () => {
  const url = () => `/api/grow-cycles/${cycle.id}/journal`;
  const entry = (body: Record<string, unknown>) =>
    mary.post<JournalEntry>(url(), { date: '2026-02-10', ...body });

  it('checks height, training, pot size and health against the entry', async () => {
    expect(await mary.fieldErrors('POST', url(), { date: '2026-02-10', kind: 'measure' })).toEqual([
      { field: 'heightCm', code: 'required' },
    ]);
    expect(
      await mary.fieldErrors('POST', url(), {
        date: '2026-02-10',
        kind: 'measure',
        heightCm: 600,
        potL: 0,
        training: 'bonsai',
        health: 'sunburn',
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'heightCm', code: 'outOfRange' },
        { field: 'potL', code: 'outOfRange' },
        { field: 'training', code: 'invalid' },
        { field: 'health', code: 'invalid' },
      ]),
    );
    expect(
      await mary.fieldErrors('POST', url(), {
        date: '2026-02-10',
        kind: 'observe',
        training: 'topping',
        potL: 11,
        health: 'spider_mites',
      }),
    ).toEqual([
      { field: 'training', code: 'invalid' },
      { field: 'potL', code: 'invalid' },
    ]);
    expect(
      await mary.fieldErrors('POST', url(), {
        date: '2026-02-10',
        kind: 'train',
        training: 'topping',
        health: 'heat_stress',
      }),
    ).toEqual([{ field: 'health', code: 'invalid' }]);

    const plantId = must(first).id;
    const transplant = await entry({ kind: 'train', training: 'transplant', potL: 11, plantId });
    expect(transplant).toMatchObject({ training: 'transplant', potL: 11, heightCm: null });
    const mites = await entry({ kind: 'observe', health: 'spider_mites', plantId });
    expect(mites.health).toBe('spider_mites');
    const height = await entry({ kind: 'measure', heightCm: 35.5, plantId });
    expect(height.heightCm).toBe(35.5);

    // A change is checked with the stored entry: no training on a watering.
    expect(
      await mary.fieldErrors('PATCH', `/api/journal/${transplant.id}`, { kind: 'water' }),
    ).toEqual(expect.arrayContaining([{ field: 'training', code: 'invalid' }]));
    expect(
      await mary.fieldErrors('PATCH', `/api/journal/${height.id}`, { heightCm: null }),
    ).toEqual([{ field: 'heightCm', code: 'required' }]);
    const topped = await mary.patch<JournalEntry>(`/api/journal/${transplant.id}`, {
      training: 'topping',
      potL: null,
    });
    expect(topped).toMatchObject({ training: 'topping', potL: null });
  });

  it('lists one plant’s entries with the whole cycle’s', async () => {
    const mine = await entry({ kind: 'measure', heightCm: 20, plantId: must(first).id });
    const theirs = await entry({ kind: 'measure', heightCm: 30, plantId: must(second).id });
    const whole = await entry({ kind: 'water', amountL: 2 });
    const listed = await mary.get<JournalEntry[]>(`${url()}?plantId=${must(first).id}`);
    const ids = listed.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, whole.id]));
    expect(ids).not.toContain(theirs.id);
    expect(listed.every((item) => item.plantId === null || item.plantId === first?.id)).toBe(true);
    expect(await mary.fieldErrors('GET', `${url()}?plantId=nope`)).toEqual([
      { field: 'plantId', code: 'invalid' },
    ]);
    expect((await otto.call('GET', `${url()}?plantId=${must(first).id}`)).status).toBe(404);
  });
});

describe('the data export', () => {
  it('carries the records to another account', async () => {
    const exported = await mary.call('GET', '/api/user/export');
    expect(exported.status).toBe(200);
    const rita = clientFor(t, (await registerUser(t, { username: 'Rita' })).token);
    expect((await rita.call('POST', '/api/user/import', exported.body)).status).toBe(201);

    const plants = await rita.get<Plant[]>('/api/plants');
    expect(
      plants
        .filter((p) => p.status === 'removed')
        .map((p) => p.statusReason)
        .sort(),
    ).toEqual(['died', 'hermaphrodite']);
    expect(plants.filter((p) => p.sex === 'male')).toHaveLength(1);
    const cycles = await rita.get<GrowCycle[]>('/api/grow-cycles');
    const entries = (
      await Promise.all(
        cycles.map((c) => rita.get<JournalEntry[]>(`/api/grow-cycles/${c.id}/journal`)),
      )
    ).flat();
    expect(entries.find((e) => e.health === 'spider_mites')).toBeDefined();
    expect(entries.find((e) => e.heightCm === 35.5)).toBeDefined();
    expect(entries.find((e) => e.training === 'topping')).toBeDefined();
    // Removed plants stay out of the importing grower's count too.
    expect(await rita.get<LegalCheck>('/api/legal-check')).toMatchObject({ plants: 2 });
  });

  it('refuses a file with a status or an observation the app does not know', async () => {
    const exported = (await mary.call('GET', '/api/user/export')).body as {
      parts: Record<string, Record<string, unknown>[]>;
    };
    const [plant, ...others] = exported.parts.plants ?? [];
    const bad = {
      ...exported,
      parts: { ...exported.parts, plants: [{ ...plant, status: 'dead' }, ...others] },
    };
    const sam = clientFor(t, (await registerUser(t, { username: 'Sam' })).token);
    const refused = await sam.call('POST', '/api/user/import', bad);
    expect(refused.status).toBe(422);
    // Nothing was written: the same file, fixed, imports.
    expect((await sam.call('POST', '/api/user/import', exported)).status).toBe(201);
  });
});
