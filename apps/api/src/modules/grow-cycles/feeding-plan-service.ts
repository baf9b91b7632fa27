import type {
  copyFeedingPlanBodySchema,
  FeedingPlan,
  feedingPlanBodySchema,
} from '@maryjane/contract/feeding';
import { isUuid } from '@maryjane/contract/ids';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { fieldError } from '../../platform/http/field-error';
import { lockSuppliesLines } from '../inventory/service';
import * as feedItems from './feed-repository';
import { feedingPlansOf } from './feeding-plans';
import { findCycleRow } from './repository';
import { requireCycle } from './service';

/**
 * A cycle's feeding plan (issue 26): rows of a phase, or a week of it, with the products and
 * doses from the grower's supplies. The schedule makes weekly feed tasks of it.
 */

export async function getFeedingPlan(
  db: Database,
  ownerId: string,
  cycleId: string,
): Promise<FeedingPlan> {
  await requireCycle(db, ownerId, cycleId);
  return { rows: (await feedingPlansOf(db, ownerId, [cycleId])).get(cycleId) ?? [] };
}

/** Replaces the whole plan; a product not among the grower's supplies is a 422 on its field. */
export async function replaceFeedingPlan(
  db: Database,
  ownerId: string,
  cycleId: string,
  { rows }: z.output<typeof feedingPlanBodySchema>,
): Promise<FeedingPlan> {
  await requireCycle(db, ownerId, cycleId);
  await db.transaction(async (tx) => {
    const ids = [...new Set(rows.flatMap((row) => row.doses.map((dose) => dose.itemId)))];
    const lines = await lockSuppliesLines(tx, ownerId, ids);
    const items = rows.flatMap((row, rowIndex) =>
      row.doses.map((dose, doseIndex) => {
        const line = lines.find((candidate) => candidate.id === dose.itemId);
        if (!line) throw fieldError(`rows.${rowIndex}.doses.${doseIndex}.itemId`, 'notFound');
        return {
          phase: row.phase,
          week: row.week ?? null,
          itemId: line.id,
          itemName: line.name.slice(0, 200),
          dose: dose.dose,
          unit: dose.unit,
        };
      }),
    );
    await feedItems.replacePlanItems(tx, ownerId, cycleId, items);
  });
  return getFeedingPlan(db, ownerId, cycleId);
}

/** Replaces the plan with a copy of one of the grower's earlier cycles' (same products). */
export async function copyFeedingPlan(
  db: Database,
  ownerId: string,
  cycleId: string,
  { fromCycleId }: z.output<typeof copyFeedingPlanBodySchema>,
): Promise<FeedingPlan> {
  await requireCycle(db, ownerId, cycleId);
  const from = isUuid(fromCycleId) ? await findCycleRow(db, ownerId, fromCycleId) : null;
  if (!from || from.id === cycleId) throw fieldError('fromCycleId', 'notFound');
  const source = (await feedingPlansOf(db, ownerId, [from.id])).get(from.id) ?? [];
  await db.transaction(async (tx) => {
    const items = source.flatMap((row) =>
      row.doses.map((dose) => ({
        phase: row.phase,
        week: row.week,
        itemId: dose.itemId,
        itemName: dose.name,
        dose: dose.dose,
        unit: dose.unit,
      })),
    );
    await feedItems.replacePlanItems(tx, ownerId, cycleId, items);
  });
  return getFeedingPlan(db, ownerId, cycleId);
}
