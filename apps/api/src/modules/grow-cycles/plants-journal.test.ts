import type { GrowCycle, JournalEntry, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { Client } from '../../test/client';
import { must } from '../../test/must';
import { maryWithSeeds, winterGrow } from './test-fixtures';

// A cycle's plants, named, added and removed one by one, and its journal.

const t = useTestApp({ seed: true });
let mary: Client;
let photoSeeds: InventoryItem;

beforeAll(async () => {
  ({ mary, photoSeeds } = await maryWithSeeds(t));
});

const cycleBody = (overrides: Record<string, unknown> = {}) => winterGrow(photoSeeds, overrides);

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

  // Issue 29, item 9: 1e-300 is inside 0–20, but a `real` column cannot hold it (PostgreSQL
  // refused it as an underflow, answered with an unspecific 400).
  it('stores a value too small for its column as 0', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody());
    const entry = await mary.post<JournalEntry>(`/api/grow-cycles/${cycle.id}/journal`, {
      date: '2026-01-20',
      kind: 'feed',
      ec: 1e-300,
      ph: 5e-324,
      amountL: 1.25,
    });
    expect(entry).toMatchObject({ ec: 0, ph: 0, amountL: 1.25 });
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
