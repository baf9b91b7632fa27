import type { GrowCycle, Plant } from '@maryjane/contract/grow-cycles';
import type { CycleHarvests, HarvestAnswer } from '@maryjane/contract/harvests';
import { todayIso } from '@maryjane/contract/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { Client } from '../../test/client';
import { must } from '../../test/must';
import { maryWithSeeds, winterGrow } from '../grow-cycles/test-fixtures';

// Harvest records (issue 27): one per plant, saved whole; a growing plant is harvested by its
// record; the cycle's dried harvest is checked against 50 g per adult where German law applies.

const t = useTestApp({ seed: true });

/** A grower with a cycle of two plants (numbers 1 and 2). */
async function growerWithPlants() {
  const { mary, photoSeeds } = await maryWithSeeds(t);
  const cycle = await mary.post<GrowCycle>('/api/grow-cycles', winterGrow(photoSeeds));
  const plants = await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
  return { mary, cycle, first: must(plants[0]), second: must(plants[1]) };
}

/** PUT /plants/{id}/harvest's whole answer, which must be 200. */
async function save(client: Client, plantId: string, body: unknown) {
  const { status, body: json } = await client.call('PUT', `/api/plants/${plantId}/harvest`, body);
  expect(status, JSON.stringify(json)).toBe(200);
  return json as HarvestAnswer;
}

async function cycleHarvests(client: Client, cycleId: string) {
  const { status, body } = await client.call('GET', `/api/grow-cycles/${cycleId}/harvests`);
  expect(status).toBe(200);
  return body as CycleHarvests;
}

const household = (client: Client, adultsInHousehold: number, growsInGermany: boolean) =>
  client.patch('/api/user/household', { adultsInHousehold, growsInGermany });

describe('a plant’s harvest record', () => {
  let grower: Awaited<ReturnType<typeof growerWithPlants>>;
  beforeAll(async () => {
    grower = await growerWithPlants();
  }, 60_000);

  it('is saved whole: a second save clears what it leaves out', async () => {
    const { mary, first } = grower;
    const saved = await save(mary, first.id, {
      wetG: 412.34,
      wetDate: '2026-09-01',
      trimG: 80,
      dryG: 101.5,
      dryDate: '2026-09-12',
      curedG: 96,
      curedDate: '2026-10-10',
      smell: 5,
      taste: 4,
      effect: 3,
      notes: 'Lemon and pine',
    });
    expect(saved.data).toMatchObject({
      plantId: first.id,
      cycleId: first.cycleId,
      plantNumber: 1,
      wetG: 412.3,
      wetDate: '2026-09-01',
      trimG: 80,
      dryG: 101.5,
      dryDate: '2026-09-12',
      curedG: 96,
      curedDate: '2026-10-10',
      smell: 5,
      taste: 4,
      effect: 3,
      notes: 'Lemon and pine',
    });
    const again = await save(mary, first.id, { wetG: 400, dryG: 100 });
    expect(again.data).toMatchObject({
      wetG: 400,
      wetDate: null,
      trimG: null,
      dryG: 100,
      dryDate: null,
      curedG: null,
      curedDate: null,
      smell: null,
      taste: null,
      effect: null,
      notes: null,
    });
    expect((await cycleHarvests(mary, first.cycleId)).data).toHaveLength(1);
  });

  it('harvests a growing plant on its wet day, else today; a harvested plant keeps its day', async () => {
    const { mary, cycle, second } = grower;
    await save(mary, second.id, { wetG: 300, wetDate: '2026-09-03' });
    const plants = await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
    expect(plants.map(({ status, statusDate }) => ({ status, statusDate }))).toEqual([
      // The first plant's record was saved without a wet day last.
      { status: 'harvested', statusDate: '2026-09-01' },
      { status: 'harvested', statusDate: '2026-09-03' },
    ]);
    await save(mary, second.id, { wetG: 300, wetDate: '2026-09-05' });
    expect(await mary.get<Plant>(`/api/plants/${second.id}`)).toMatchObject({
      status: 'harvested',
      statusDate: '2026-09-03',
    });

    const other = await growerWithPlants();
    await save(other.mary, other.first.id, { dryG: 20 });
    expect(await other.mary.get<Plant>(`/api/plants/${other.first.id}`)).toMatchObject({
      status: 'harvested',
      statusDate: todayIso(),
    });
  });

  it('refuses weights and days out of order or range with field codes', async () => {
    const { mary, first } = grower;
    const url = `/api/plants/${first.id}/harvest`;
    expect(
      await mary.fieldErrors('PUT', url, { wetG: 100, trimG: 120, dryG: 150, curedG: 160 }),
    ).toEqual([
      { field: 'trimG', code: 'weightOrder' },
      { field: 'dryG', code: 'weightOrder' },
      { field: 'curedG', code: 'weightOrder' },
    ]);
    expect(
      await mary.fieldErrors('PUT', url, {
        wetDate: '2026-09-10',
        dryDate: '2026-09-01',
        curedDate: '2026-08-01',
      }),
    ).toEqual([
      { field: 'dryDate', code: 'dateOrder' },
      { field: 'curedDate', code: 'dateOrder' },
    ]);
    expect(
      await mary.fieldErrors('PUT', url, {
        wetG: -5,
        dryG: 20_001,
        smell: 6,
        wetDate: '2099-01-01',
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'wetG', code: 'positiveNumber' },
        { field: 'dryG', code: 'outOfRange' },
        { field: 'smell', code: 'outOfRange' },
        { field: 'wetDate', code: 'dateInFuture' },
      ]),
    );
    // Nothing refused was kept.
    expect((await cycleHarvests(mary, first.cycleId)).data[0]).toMatchObject({ wetG: 400 });
  });

  it('is deleted, once: a plant without a record answers 404', async () => {
    const other = await growerWithPlants();
    await save(other.mary, other.first.id, { wetG: 50 });
    const url = `/api/plants/${other.first.id}/harvest`;
    expect((await other.mary.call('DELETE', url)).status).toBe(204);
    expect((await other.mary.call('DELETE', url)).status).toBe(404);
    expect((await cycleHarvests(other.mary, other.cycle.id)).data).toEqual([]);
  });

  it('is unknown to another grower, and a malformed id is too', async () => {
    const { first, cycle } = grower;
    const { mary: otto } = await growerWithPlants();
    const before = await cycleHarvests(grower.mary, cycle.id);
    expect((await otto.call('PUT', `/api/plants/${first.id}/harvest`, { wetG: 1 })).status).toBe(
      404,
    );
    expect((await otto.call('DELETE', `/api/plants/${first.id}/harvest`)).status).toBe(404);
    expect((await otto.call('GET', `/api/grow-cycles/${cycle.id}/harvests`)).status).toBe(404);
    expect((await otto.call('PUT', '/api/plants/not-a-uuid/harvest', { wetG: 1 })).status).toBe(
      404,
    );
    expect((await otto.call('GET', '/api/grow-cycles/nope/harvests')).status).toBe(404);
    expect(await cycleHarvests(grower.mary, cycle.id)).toEqual(before);
  });
});

describe('the dried harvest kept at home', () => {
  it('sums the cycle’s final weights and warns above 50 g per adult in Germany', async () => {
    const { mary, cycle, first, second } = await growerWithPlants();
    await household(mary, 1, true);
    const one = await save(mary, first.id, { wetG: 150, dryG: 30 });
    expect(one.legal).toEqual({
      applies: true,
      country: 'DE',
      adults: 1,
      limitG: 50,
      driedG: 30,
      exceeded: false,
    });
    // The cured weight counts where weighed: 25 g, not the 27.5 g after drying.
    const two = await save(mary, second.id, { wetG: 120, dryG: 27.5, curedG: 25 });
    expect(two.legal).toEqual({
      applies: true,
      country: 'DE',
      adults: 1,
      limitG: 50,
      driedG: 55,
      exceeded: true,
    });
    const listed = await cycleHarvests(mary, cycle.id);
    expect(listed.data.map((record) => record.plantNumber)).toEqual([1, 2]);
    expect(listed.legal).toEqual(two.legal);

    await household(mary, 2, true);
    expect((await cycleHarvests(mary, cycle.id)).legal).toMatchObject({
      adults: 2,
      limitG: 100,
      driedG: 55,
      exceeded: false,
    });
    await household(mary, 1, false);
    expect((await cycleHarvests(mary, cycle.id)).legal).toEqual({
      applies: false,
      country: null,
      adults: 1,
      limitG: null,
      driedG: 55,
      exceeded: false,
    });
  });
});
