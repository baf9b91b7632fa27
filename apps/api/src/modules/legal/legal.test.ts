import type { DataExport } from '@maryjane/contract/data-export';
import type { GrowCycle, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { LegalCheck } from '@maryjane/contract/legal';
import type { User } from '@maryjane/contract/user';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { maryWithSeeds, winterGrow } from '../grow-cycles/test-fixtures';

// The KCanG check (one rule, in the contract's legal.ts): plants of every living cycle of the
// grower against 3 per adult, where the grower grows in Germany; every write that makes plants
// answers with it.

const t = useTestApp({ seed: true });

const inGermany = { locationCountryId: 'DE', locationStateId: null, locationCityId: null };
const inAustria = { locationCountryId: 'AT', locationStateId: null, locationCityId: null };

/** A write's whole answer: `{ data, legal }`, which must have `status`. */
async function answer(client: Client, method: 'POST' | 'PATCH', url: string, body: unknown) {
  const { status, body: json } = await client.call(method, url, body);
  expect(status, JSON.stringify(json)).toBe(method === 'POST' ? 201 : 200);
  return json as { data: unknown; legal: LegalCheck };
}

async function moveTo(client: Client, cycleId: string, phases: string[]) {
  for (const phase of phases) {
    await client.data('POST', `/api/grow-cycles/${cycleId}/phase`, { phase, date: '2026-02-01' });
  }
}

const check = (client: Client) => client.get<LegalCheck>('/api/legal-check');

describe('legal check', () => {
  it('counts living plants over all cycles; harvested and complete ones do not count', async () => {
    const { mary, photoSeeds, autoSeeds } = await maryWithSeeds(t);
    await mary.patch('/api/user/location', inGermany);

    const first = await answer(mary, 'POST', '/api/grow-cycles', winterGrow(photoSeeds));
    expect(first.legal).toEqual({
      applies: true,
      country: 'DE',
      adults: 1,
      limit: 3,
      plants: 2,
      exceeded: false,
    });
    const second = await answer(
      mary,
      'POST',
      '/api/grow-cycles',
      winterGrow(autoSeeds, { name: 'Autos', numberOfPlants: 2 }),
    );
    expect(second.legal).toMatchObject({ plants: 4, limit: 3, exceeded: true });
    const secondCycle = second.data as GrowCycle;

    // Changing a cycle's number of plants answers the check after the change.
    const changed = await answer(mary, 'PATCH', `/api/grow-cycles/${secondCycle.id}`, {
      numberOfPlants: 1,
    });
    expect(changed.legal).toMatchObject({ plants: 3, exceeded: false });

    // Adding a plant warns, and never blocks: the plant is there.
    const added = await answer(mary, 'POST', `/api/grow-cycles/${secondCycle.id}/plants`, {
      name: 'Eighth wonder',
    });
    expect((added.data as Plant).name).toBe('Eighth wonder');
    expect(added.legal).toMatchObject({ plants: 4, exceeded: true });

    // The first cycle is harvested, then complete: its plants no longer count.
    const firstCycle = first.data as GrowCycle;
    await moveTo(mary, firstCycle.id, ['vegetative', 'flowering', 'harvest']);
    expect(await check(mary)).toMatchObject({ plants: 2, exceeded: false });
    await moveTo(mary, firstCycle.id, ['complete']);
    expect(await check(mary)).toMatchObject({ plants: 2, exceeded: false });
  });

  it('allows 3 plants per adult of the grower’s own household, never counting others', async () => {
    const one = await maryWithSeeds(t);
    const two = await maryWithSeeds(t);
    for (const grower of [one, two]) await grower.mary.patch('/api/user/location', inGermany);
    await two.mary.patch('/api/user/household', { adultsInHousehold: 2 });

    const body = winterGrow(one.photoSeeds, { numberOfPlants: 5 });
    const ones = await answer(one.mary, 'POST', '/api/grow-cycles', body);
    expect(ones.legal).toMatchObject({ adults: 1, limit: 3, plants: 5, exceeded: true });

    const twos = await answer(
      two.mary,
      'POST',
      '/api/grow-cycles',
      winterGrow(two.photoSeeds, { numberOfPlants: 5 }),
    );
    expect(twos.legal).toMatchObject({ adults: 2, limit: 6, plants: 5, exceeded: false });
    expect(await check(one.mary)).toMatchObject({ plants: 5, limit: 3 });
  });

  it('asks whether the grower grows in Germany; unanswered, the location decides', async () => {
    const grower = clientFor(t, (await registerUser(t)).token);
    expect(await check(grower)).toMatchObject({ applies: false, country: null, limit: null });
    expect((await grower.get<User>('/api/user')).growsInGermany).toBeNull();

    // Unanswered: a location in Germany applies the limit, one elsewhere does not.
    await grower.patch('/api/user/location', inGermany);
    expect(await check(grower)).toMatchObject({ applies: true, country: 'DE', limit: 3 });
    await grower.patch('/api/user/location', inAustria);
    expect(await check(grower)).toMatchObject({ applies: false, limit: null });

    // An explicit yes applies without any location in Germany …
    const yes = await grower.patch<User>('/api/user/household', {
      adultsInHousehold: 2,
      growsInGermany: true,
    });
    expect(yes).toMatchObject({ adultsInHousehold: 2, growsInGermany: true });
    expect(await check(grower)).toMatchObject({ applies: true, country: 'DE', limit: 6 });

    // … an explicit no wins over a location in Germany …
    await grower.patch('/api/user/location', inGermany);
    await grower.patch('/api/user/household', { adultsInHousehold: 2, growsInGermany: false });
    expect(await check(grower)).toMatchObject({ applies: false, limit: null, exceeded: false });

    // … leaving the answer out keeps it, and null takes it back.
    const kept = await grower.patch<User>('/api/user/household', { adultsInHousehold: 1 });
    expect(kept.growsInGermany).toBe(false);
    await grower.patch('/api/user/household', { adultsInHousehold: 1, growsInGermany: null });
    expect(await check(grower)).toMatchObject({ applies: true, limit: 3 });

    expect(
      await grower.fieldErrors('PATCH', '/api/user/household', {
        adultsInHousehold: 1,
        growsInGermany: 'ja',
      }),
    ).toEqual([{ field: 'growsInGermany', code: 'invalid' }]);
  });

  it('answers the wizard import with the check, after saving the household’s answers', async () => {
    const grower = clientFor(t, (await registerUser(t)).token);
    const strains = await grower.get<{ items: { id: string }[] }>('/api/strains?pageSize=2');
    const [a, b] = strains.items;
    const cycle = (seedRef: string) => ({
      name: 'Plan',
      seedRef,
      growMedium: 'soil',
      numberOfPlants: 3,
      startDate: '2026-11-20',
    });
    const imported = await answer(grower, 'POST', '/api/setup-wizard/import', {
      household: { adultsInHousehold: 1, growsInGermany: true },
      lines: [
        { ref: 's1', kind: 'seeds', itemId: a?.id, quantity: 3 },
        { ref: 's2', kind: 'seeds', itemId: b?.id, quantity: 3 },
      ],
      growCycles: [cycle('s1'), cycle('s2')],
    });
    expect(imported.legal).toEqual({
      applies: true,
      country: 'DE',
      adults: 1,
      limit: 3,
      plants: 6,
      exceeded: true,
    });
    expect(await grower.get<User>('/api/user')).toMatchObject({
      growsInGermany: true,
      adultsInHousehold: 1,
    });
  });

  it('answers the data import with the check, and the answer travels with the file', async () => {
    const { mary, photoSeeds } = await maryWithSeeds(t);
    await mary.patch('/api/user/household', { adultsInHousehold: 1, growsInGermany: true });
    await mary.post<GrowCycle>('/api/grow-cycles', winterGrow(photoSeeds, { numberOfPlants: 4 }));
    const file = (await mary.call('GET', '/api/user/export')).body as unknown as DataExport;
    expect(file.profile.growsInGermany).toBe(true);

    const fresh = clientFor(t, (await registerUser(t)).token);
    const imported = await answer(fresh, 'POST', '/api/user/import', file);
    expect(imported.legal).toMatchObject({ applies: true, limit: 3, plants: 4, exceeded: true });
  });

  it('counts plants, not the seeds in the inventory', async () => {
    const { mary } = await maryWithSeeds(t);
    await mary.patch('/api/user/household', { adultsInHousehold: 1, growsInGermany: true });
    await mary.post<InventoryItem>('/api/inventory/seeds', {
      itemId: (await mary.get<{ items: { id: string }[] }>('/api/strains')).items[0]?.id,
      quantity: 50,
    });
    expect(await check(mary)).toMatchObject({ plants: 0, exceeded: false });
  });
});
