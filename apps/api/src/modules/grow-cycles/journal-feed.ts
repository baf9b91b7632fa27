import { todayIso, type IsoDate } from '@maryjane/contract/dates';
import {
  amountUnitOf,
  feedAmount,
  type feedDoseBodySchema,
  type FeedLine,
  type StockWarning,
} from '@maryjane/contract/feeding';
import type { JournalKind } from '@maryjane/contract/grow-cycles';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { fieldError } from '../../platform/http/field-error';
import { giveBackNutrient, lockSuppliesLines, takeNutrient } from '../inventory/service';
import * as feedItems from './feed-repository';

/**
 * The products of a feed entry (issue 26): each is one of the grower's supplies lines with a dose
 * per litre of the entry's water; the entry takes dose × volume out of each line's stock and
 * gives it back when its products change or it is deleted. Stock that runs out never refuses the
 * entry: the answer carries the warnings.
 */

export type FeedDoses = z.output<typeof feedDoseBodySchema>[];

/** Products belong to feed entries, which then need the water volume (422 otherwise). */
export function checkFeedRules(kind: JournalKind, amountL: number | null, feed: FeedDoses) {
  if (feed.length === 0) return;
  if (kind !== 'feed') throw fieldError('feed', 'invalid');
  if (amountL === null) throw fieldError('amountL', 'required');
}

/** Locks the products' lines; 422 on `feed.N.itemId` for one that is not the grower's supplies. */
export async function lockFeedLines(tx: Database, ownerId: string, feed: FeedDoses) {
  const lines = await lockSuppliesLines(tx, ownerId, [...new Set(feed.map((d) => d.itemId))]);
  feed.forEach((dose, index) => {
    if (!lines.some((line) => line.id === dose.itemId)) {
      throw fieldError(`feed.${index}.itemId`, 'notFound');
    }
  });
  return lines;
}

/** Takes each product's amount from its line and stores the entry's products. */
export async function takeFeed(
  tx: Database,
  ownerId: string,
  entry: { id: string; cycleId: string; date: IsoDate; amountL: number },
  feed: FeedDoses,
  lines: Awaited<ReturnType<typeof lockFeedLines>>,
): Promise<StockWarning[]> {
  const warnings: StockWarning[] = [];
  const stored = [];
  for (const dose of feed) {
    const line = lines.find((candidate) => candidate.id === dose.itemId);
    if (!line) throw new Error('feed line not locked');
    const amount = feedAmount(dose.dose, entry.amountL);
    const unit = amountUnitOf[dose.unit];
    const { taken, left } = await takeNutrient(tx, ownerId, line, {
      cycleId: entry.cycleId,
      amount,
      unit,
      date: entry.date,
    });
    if (taken === null || taken < amount) {
      const short = taken === null ? 0 : Math.round((amount - taken) * 100) / 100;
      warnings.push({ itemId: line.id, name: line.name, needed: amount, unit, left, short });
    }
    stored.push({ ...dose, itemName: line.name.slice(0, 200), amount, taken });
  }
  await feedItems.insertFeedItems(tx, ownerId, entry.id, stored);
  return warnings;
}

/** Gives back what the entry's products took and forgets them. */
export async function giveBackFeed(
  tx: Database,
  ownerId: string,
  entry: { id: string; cycleId: string },
) {
  for (const item of await feedItems.feedItemsOf(tx, ownerId, [entry.id])) {
    if (!item.itemId || !item.taken) continue;
    await giveBackNutrient(tx, ownerId, {
      lineId: item.itemId,
      cycleId: entry.cycleId,
      amount: item.taken,
      date: todayIso(),
    });
  }
  await feedItems.deleteFeedItems(tx, ownerId, entry.id);
}

/** The products of these entries, per entry. */
export async function feedLinesOf(db: Database, ownerId: string, entryIds: string[]) {
  const byEntry = new Map<string, FeedLine[]>();
  for (const item of await feedItems.feedItemsOf(db, ownerId, entryIds)) {
    const lines = byEntry.get(item.entryId) ?? [];
    lines.push({
      itemId: item.itemId,
      name: item.itemName,
      dose: item.dose,
      unit: item.unit,
      amount: item.amount,
    });
    byEntry.set(item.entryId, lines);
  }
  return byEntry;
}
