import type { JournalEntry, JournalEntryBody, JournalKind } from '@maryjane/contract/grow-cycles';

/** What "Watered" records for a cycle that has no watering in its journal yet. */
export const DEFAULT_WATER_L = 1.5;

/** The cycle's newest entry of `kind` (by day, then by when it was written). */
export function lastEntryOf(entries: JournalEntry[], kind: JournalKind): JournalEntry | undefined {
  let last: JournalEntry | undefined;
  for (const entry of entries) {
    if (entry.kind !== kind) continue;
    if (
      !last ||
      entry.date > last.date ||
      (entry.date === last.date && entry.createdAt > last.createdAt)
    ) {
      last = entry;
    }
  }
  return last;
}

/** The litres "Watered" offers: those of the last watering, else the default. */
export const wateringLitres = (entries: JournalEntry[]) =>
  lastEntryOf(entries, 'water')?.amountL ?? DEFAULT_WATER_L;

/** One watering of the whole cycle today. */
export const wateringBody = (litres: number, today: string): JournalEntryBody => ({
  date: today,
  kind: 'water',
  plantId: null,
  amountL: litres,
});

/**
 * The last feed again, for the whole cycle today, with the same products and doses (they come
 * out of stock again); null when the cycle was never fed.
 */
export function feedBody(entries: JournalEntry[], today: string): JournalEntryBody | null {
  const last = lastEntryOf(entries, 'feed');
  if (!last) return null;
  // A product whose supplies line was deleted since cannot be taken again.
  const products = last.feed.flatMap(({ itemId, dose, unit }) =>
    itemId ? [{ itemId, dose, unit }] : [],
  );
  return {
    date: today,
    kind: 'feed',
    plantId: null,
    amountL: last.amountL,
    ph: last.ph,
    ec: last.ec,
    ...(products.length > 0 ? { feed: products } : {}),
  };
}
