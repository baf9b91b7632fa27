import { addDays, todayIso } from '@maryjane/contract/dates';
import type { GrowCycle, JournalEntry } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { Client } from '../../test/client';
import { maryWithSeeds, winterGrow } from './test-fixtures';

// Dates are never replaced silently (issue 25): an impossible day or one outside the contract's
// `dayLimits` answers 422 with a field code on every date a grower types; nothing is stored.

const t = useTestApp({ seed: true });
let mary: Client;
let photoSeeds: InventoryItem;
let cycle: GrowCycle;

beforeAll(async () => {
  ({ mary, photoSeeds } = await maryWithSeeds(t));
  cycle = await mary.post<GrowCycle>('/api/grow-cycles', winterGrow(photoSeeds));
});

const inTwoDays = () => addDays(todayIso(), 2);

describe('date limits', () => {
  it("refuses an impossible or far-away cycle start, keeping a year's plans", async () => {
    for (const [startDate, code] of [
      ['2026-02-31', 'date'],
      ['2026-13-01', 'date'],
      [addDays(todayIso(), 400), 'startDateOutOfRange'],
      [addDays(todayIso(), -4000), 'startDateOutOfRange'],
    ] as const) {
      expect(
        await mary.fieldErrors('POST', '/api/grow-cycles', winterGrow(photoSeeds, { startDate })),
      ).toEqual([{ field: 'startDate', code }]);
      expect(
        await mary.fieldErrors('PATCH', `/api/grow-cycles/${cycle.id}`, { startDate }),
      ).toEqual([{ field: 'startDate', code }]);
    }
    const planned = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      winterGrow(photoSeeds, { startDate: addDays(todayIso(), 300), seedsFromInventory: false }),
    );
    expect(planned.startDate).toBe(addDays(todayIso(), 300));
  });

  it('refuses an impossible or future phase change', async () => {
    const url = `/api/grow-cycles/${cycle.id}/phase`;
    expect(
      await mary.fieldErrors('POST', url, { phase: 'vegetative', date: '2026-02-31' }),
    ).toEqual([{ field: 'date', code: 'date' }]);
    expect(await mary.fieldErrors('POST', url, { phase: 'vegetative', date: inTwoDays() })).toEqual(
      [{ field: 'date', code: 'dateInFuture' }],
    );
    expect((await mary.get<GrowCycle>(`/api/grow-cycles/${cycle.id}`)).phase).toBe('germinate');
  });

  it('refuses an impossible or future journal day, on new and changed entries', async () => {
    const url = `/api/grow-cycles/${cycle.id}/journal`;
    expect(await mary.fieldErrors('POST', url, { date: '2026-02-31', kind: 'water' })).toEqual([
      { field: 'date', code: 'date' },
    ]);
    expect(await mary.fieldErrors('POST', url, { date: inTwoDays(), kind: 'water' })).toEqual([
      { field: 'date', code: 'dateInFuture' },
    ]);
    const entry = await mary.post<JournalEntry>(url, { date: todayIso(), kind: 'water' });
    expect(
      await mary.fieldErrors('PATCH', `/api/journal/${entry.id}`, { date: inTwoDays() }),
    ).toEqual([{ field: 'date', code: 'dateInFuture' }]);
    expect(await mary.get<JournalEntry[]>(url)).toEqual([entry]);
  });

  it('refuses an impossible or future purchase day on every inventory write', async () => {
    for (const [purchaseDate, code] of [
      ['2026-02-31', 'date'],
      [inTwoDays(), 'dateInFuture'],
    ] as const) {
      const expected = [{ field: 'purchaseDate', code }];
      expect(
        await mary.fieldErrors('POST', '/api/inventory/seeds', {
          itemId: photoSeeds.item.id,
          purchaseDate,
        }),
      ).toEqual(expected);
      expect(
        await mary.fieldErrors('PATCH', `/api/inventory/seeds/${photoSeeds.id}`, { purchaseDate }),
      ).toEqual(expected);
      expect(
        await mary.fieldErrors('POST', '/api/inventory/tools/custom', {
          entry: { name: 'Shears', type: 'scissors' },
          purchaseDate,
        }),
      ).toEqual(expected);
      expect(
        await mary.fieldErrors('POST', '/api/inventory/supplies/shopping-list', {
          budget: 'balanced',
          where: 'indoor',
          numberOfPlants: 1,
          mode: 'add',
          purchaseDate,
        }),
      ).toEqual(expected);
      expect(await mary.fieldErrors('POST', '/api/setup-wizard/import', { purchaseDate })).toEqual(
        expected,
      );
    }
    // Today is fine.
    const bought = await mary.post<InventoryItem>('/api/inventory/seeds', {
      itemId: photoSeeds.item.id,
      purchaseDate: todayIso(),
    });
    expect(bought.purchaseDate).toBe(todayIso());
  });
});
