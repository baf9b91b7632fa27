import type { JournalEntry } from '@maryjane/contract/grow-cycles';
import { describe, expect, it } from 'vitest';
import { aJournalEntry } from '../test-data';
import { feedBody, lastEntryOf, wateringBody, wateringLitres } from './quick-values';

const entry = (over: Partial<JournalEntry>) => aJournalEntry({ cycleId: 'c', ...over });

describe('quick entries', () => {
  it('offers the litres of the newest watering, else 1.5 L', () => {
    expect(wateringLitres([])).toBe(1.5);
    const entries = [
      entry({ date: '2026-01-12', amountL: 2 }),
      entry({ date: '2026-01-14', amountL: 3, createdAt: '2026-01-14T08:00:00.000Z' }),
      entry({ date: '2026-01-14', amountL: 2.5, createdAt: '2026-01-14T09:00:00.000Z' }),
      entry({ date: '2026-01-20', kind: 'feed', amountL: 9 }),
    ];
    expect(wateringLitres(entries)).toBe(2.5);
    expect(wateringLitres([entry({ amountL: null })])).toBe(1.5);
    expect(wateringBody(2.5, '2026-01-21')).toEqual({
      date: '2026-01-21',
      kind: 'water',
      plantId: null,
      amountL: 2.5,
    });
  });

  it('repeats the last feed for the whole cycle, and knows when there was none', () => {
    expect(feedBody([entry({ kind: 'water' })], '2026-01-21')).toBeNull();
    const entries = [
      entry({ date: '2026-01-12', kind: 'feed', amountL: 1, ph: 6.0, ec: 1.0 }),
      entry({ date: '2026-01-15', kind: 'feed', amountL: 2, ph: 6.2, ec: 1.4, plantId: 'p' }),
    ];
    expect(lastEntryOf(entries, 'feed')?.ph).toBe(6.2);
    expect(feedBody(entries, '2026-01-21')).toEqual({
      date: '2026-01-21',
      kind: 'feed',
      plantId: null,
      amountL: 2,
      ph: 6.2,
      ec: 1.4,
    });
  });

  it('repeats the last feed’s products and doses, leaving out a supplies line deleted since', () => {
    const fed = entry({
      kind: 'feed',
      amountL: 5,
      feed: [
        { itemId: 'bloom', name: 'Bio·Bloom', dose: 4, unit: 'ml/L', amount: 20 },
        { itemId: null, name: 'Gone', dose: 1, unit: 'g/L', amount: 5 },
      ],
    });
    expect(feedBody([fed], '2026-01-21')?.feed).toEqual([
      { itemId: 'bloom', dose: 4, unit: 'ml/L' },
    ]);
  });
});
