import type { harvestBodySchema } from '@maryjane/contract/harvests';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { plants } from '../../db/schema/grow';
import { harvests } from '../../db/schema/harvests';

export type HarvestValues = z.output<typeof harvestBodySchema>;

function selectHarvests(db: Database) {
  return db
    .select({ harvest: harvests, plantNumber: plants.number, plantName: plants.name })
    .from(harvests)
    .innerJoin(plants, eq(plants.id, harvests.plantId));
}

export type HarvestRow = Awaited<ReturnType<typeof selectHarvests>>[number];

export async function findHarvestRow(db: Database, ownerId: string, plantId: string) {
  const [row] = await selectHarvests(db).where(
    and(eq(harvests.ownerId, ownerId), eq(harvests.plantId, plantId)),
  );
  return row ?? null;
}

/** The cycle's harvest records, by plant number. */
export function listCycleHarvestRows(db: Database, ownerId: string, cycleId: string) {
  return selectHarvests(db)
    .where(and(eq(harvests.ownerId, ownerId), eq(harvests.cycleId, cycleId)))
    .orderBy(asc(plants.number));
}

/** The plant's record as a whole: every field not given is cleared. */
export async function saveHarvestRow(
  db: Database,
  ownerId: string,
  plant: { id: string; cycleId: string },
  values: HarvestValues,
) {
  const record = {
    wetG: values.wetG ?? null,
    wetDate: values.wetDate ?? null,
    trimG: values.trimG ?? null,
    dryG: values.dryG ?? null,
    dryDate: values.dryDate ?? null,
    curedG: values.curedG ?? null,
    curedDate: values.curedDate ?? null,
    smell: values.smell ?? null,
    taste: values.taste ?? null,
    effect: values.effect ?? null,
    notes: values.notes ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(harvests)
    .values({ ownerId, cycleId: plant.cycleId, plantId: plant.id, ...record })
    .onConflictDoUpdate({ target: harvests.plantId, set: record });
}

export async function deleteHarvestRow(db: Database, ownerId: string, plantId: string) {
  const deleted = await db
    .delete(harvests)
    .where(and(eq(harvests.ownerId, ownerId), eq(harvests.plantId, plantId)))
    .returning({ id: harvests.id });
  return deleted.length > 0;
}
