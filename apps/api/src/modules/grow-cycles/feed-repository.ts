import type { DoseUnit, PlanPhase } from '@maryjane/contract/feeding';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedingPlanItems, journalFeedItems } from '../../db/schema/feeding';

/** The products of feed entries and the cycles' feeding plans (issue 26), owner-scoped. */

export type FeedItemRow = typeof journalFeedItems.$inferSelect;
export type PlanItemRow = typeof feedingPlanItems.$inferSelect;

export function feedItemsOf(db: Database, ownerId: string, entryIds: string[]) {
  if (entryIds.length === 0) return Promise.resolve([] as FeedItemRow[]);
  return db
    .select()
    .from(journalFeedItems)
    .where(and(eq(journalFeedItems.ownerId, ownerId), inArray(journalFeedItems.entryId, entryIds)))
    .orderBy(asc(journalFeedItems.position));
}

export async function insertFeedItems(
  tx: Database,
  ownerId: string,
  entryId: string,
  lines: {
    itemId: string;
    itemName: string;
    dose: number;
    unit: DoseUnit;
    amount: number;
    taken: number | null;
  }[],
) {
  if (lines.length === 0) return;
  await tx
    .insert(journalFeedItems)
    .values(lines.map((line, position) => ({ ownerId, entryId, position, ...line })));
}

export async function deleteFeedItems(tx: Database, ownerId: string, entryId: string) {
  await tx
    .delete(journalFeedItems)
    .where(and(eq(journalFeedItems.ownerId, ownerId), eq(journalFeedItems.entryId, entryId)));
}

export function planItemsOf(db: Database, ownerId: string, cycleIds: string[]) {
  if (cycleIds.length === 0) return Promise.resolve([] as PlanItemRow[]);
  return db
    .select()
    .from(feedingPlanItems)
    .where(and(eq(feedingPlanItems.ownerId, ownerId), inArray(feedingPlanItems.cycleId, cycleIds)))
    .orderBy(asc(feedingPlanItems.position));
}

/** Replaces a cycle's plan with these products (each with its row's phase and week). */
export async function replacePlanItems(
  tx: Database,
  ownerId: string,
  cycleId: string,
  items: {
    phase: PlanPhase;
    week: number | null;
    itemId: string | null;
    itemName: string;
    dose: number;
    unit: DoseUnit;
  }[],
) {
  await tx
    .delete(feedingPlanItems)
    .where(and(eq(feedingPlanItems.ownerId, ownerId), eq(feedingPlanItems.cycleId, cycleId)));
  if (items.length === 0) return;
  await tx
    .insert(feedingPlanItems)
    .values(items.map((item, position) => ({ ownerId, cycleId, position, ...item })));
}
