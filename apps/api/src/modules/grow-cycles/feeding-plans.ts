import type { FeedingPlanRow } from '@maryjane/contract/feeding';
import type { Database } from '../../db/client';
import * as feedItems from './feed-repository';

/** The plans of these cycles, their products grouped into rows by phase and week. */
export async function feedingPlansOf(db: Database, ownerId: string, cycleIds: string[]) {
  const plans = new Map<string, FeedingPlanRow[]>();
  for (const item of await feedItems.planItemsOf(db, ownerId, cycleIds)) {
    const rows = plans.get(item.cycleId) ?? [];
    let row = rows.find(
      (candidate) => candidate.phase === item.phase && candidate.week === item.week,
    );
    if (!row) {
      row = { phase: item.phase, week: item.week, doses: [] };
      rows.push(row);
    }
    row.doses.push({ itemId: item.itemId, name: item.itemName, dose: item.dose, unit: item.unit });
    plans.set(item.cycleId, rows);
  }
  return plans;
}
