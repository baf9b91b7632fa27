import type { IsoDate } from '@maryjane/contract/dates';
import type {
  growCycleBodySchema,
  updateGrowCycleBodySchema,
} from '@maryjane/contract/grow-cycles';
import type { GrowPhase } from '@maryjane/contract/phases';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { strainProducers, strains } from '../../db/schema/catalogue';
import { environments, growCyclePhaseChanges, growCycles, plants } from '../../db/schema/grow';
import { plantChanges } from './plant-numbers';

type CreateValues = z.output<typeof growCycleBodySchema>;
type UpdateValues = z.output<typeof updateGrowCycleBodySchema>;
export type CycleRow = typeof growCycles.$inferSelect;
export type ChangeRow = typeof growCyclePhaseChanges.$inferSelect;
export type CycleStatus = 'all' | 'active' | 'complete';

function selectCycles(db: Database) {
  return db
    .select({
      cycle: growCycles,
      strainName: strains.name,
      producerName: strainProducers.name,
      floweringType: strains.floweringType,
      floweringWeeksMin: strains.floweringWeeksMin,
      floweringWeeksMax: strains.floweringWeeksMax,
      environmentName: environments.name,
    })
    .from(growCycles)
    .leftJoin(strains, eq(strains.id, growCycles.strainId))
    .leftJoin(strainProducers, eq(strainProducers.id, strains.producerId))
    .leftJoin(environments, eq(environments.id, growCycles.environmentId));
}

export type SelectedCycle = Awaited<ReturnType<typeof selectCycles>>[number];

/** The owner's cycles, newest start first, with their strain and environment. */
export function listCycleRows(db: Database, ownerId: string, status: CycleStatus) {
  return selectCycles(db)
    .where(
      and(
        eq(growCycles.ownerId, ownerId),
        status === 'active' ? ne(growCycles.phase, 'complete') : undefined,
        status === 'complete' ? eq(growCycles.phase, 'complete') : undefined,
      ),
    )
    .orderBy(desc(growCycles.startDate), desc(growCycles.createdAt));
}

export async function findSelectedCycle(db: Database, ownerId: string, id: string) {
  const [row] = await selectCycles(db).where(
    and(eq(growCycles.ownerId, ownerId), eq(growCycles.id, id)),
  );
  return row ?? null;
}

export async function findCycleRow(db: Database, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(growCycles)
    .where(and(eq(growCycles.ownerId, ownerId), eq(growCycles.id, id)));
  return row ?? null;
}

/** The phase changes of these cycles, in the order they were recorded. */
export function phaseHistory(db: Database, cycleIds: string[]): Promise<ChangeRow[]> {
  return db
    .select()
    .from(growCyclePhaseChanges)
    .where(inArray(growCyclePhaseChanges.cycleId, cycleIds))
    .orderBy(asc(growCyclePhaseChanges.recordedAt), asc(growCyclePhaseChanges.id));
}

/** The earliest day a phase change of the cycle was dated, if any. */
export async function firstPhaseChangeDate(db: Database, cycleId: string) {
  const [first] = await db
    .select({ date: sql<string | null>`min(${growCyclePhaseChanges.date})` })
    .from(growCyclePhaseChanges)
    .where(eq(growCyclePhaseChanges.cycleId, cycleId));
  return first?.date ?? null;
}

/** A cycle and its plants, numbered from 1, in one transaction. */
export async function insertCycle(
  db: Database,
  ownerId: string,
  values: CreateValues & { strainId: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(growCycles)
      .values({
        ownerId,
        name: values.name,
        seedId: values.seedId,
        strainId: values.strainId,
        growMedium: values.growMedium,
        numberOfPlants: values.numberOfPlants,
        startDate: values.startDate,
        environmentId: values.environmentId ?? null,
        lightHoursVegetative: values.lightHoursVegetative ?? null,
        lightHoursFlowering: values.lightHoursFlowering ?? null,
        notes: values.notes ?? null,
      })
      .returning({ id: growCycles.id });
    if (!row) throw new Error('grow cycle insert returned nothing');
    const { add } = plantChanges([], values.numberOfPlants);
    await tx.insert(plants).values(add.map((number) => ({ ownerId, cycleId: row.id, number })));
    return row.id;
  });
}

/**
 * Updates the cycle; when its number of plants changes, its plants follow (`plantChanges`).
 * `beforeRemove` sees the plants about to go, in the same transaction.
 */
export async function updateCycleRow(
  db: Database,
  ownerId: string,
  cycle: CycleRow,
  values: UpdateValues & { strainId?: string },
  beforeRemove?: (tx: Database, plantIds: string[]) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(growCycles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(growCycles.id, cycle.id));
    const wanted = values.numberOfPlants;
    if (wanted === undefined || wanted === cycle.numberOfPlants) return;
    const existing = await tx
      .select({ id: plants.id, number: plants.number })
      .from(plants)
      .where(eq(plants.cycleId, cycle.id));
    const { add, remove } = plantChanges(existing, wanted);
    if (add.length > 0) {
      await tx.insert(plants).values(add.map((number) => ({ ownerId, cycleId: cycle.id, number })));
    }
    if (remove.length > 0) {
      await beforeRemove?.(tx, remove);
      await tx.delete(plants).where(inArray(plants.id, remove));
    }
  });
}

export async function deleteCycleRow(db: Database, ownerId: string, id: string) {
  await db.delete(growCycles).where(and(eq(growCycles.ownerId, ownerId), eq(growCycles.id, id)));
}

/**
 * Moves the cycle from `from` to `to` and records the change, in one transaction. Only a cycle
 * still in `from` moves, so two tabs cannot both move it: false when it had moved already.
 */
export async function recordPhaseMove(
  db: Database,
  cycleId: string,
  move: { from: GrowPhase; to: GrowPhase; direction: 'forward' | 'back'; date: IsoDate },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(growCycles)
      .set({ phase: move.to, updatedAt: new Date() })
      .where(and(eq(growCycles.id, cycleId), eq(growCycles.phase, move.from)))
      .returning({ id: growCycles.id });
    if (!moved) return false;
    await tx.insert(growCyclePhaseChanges).values({
      cycleId,
      fromPhase: move.from,
      toPhase: move.to,
      direction: move.direction,
      date: move.date,
    });
    return true;
  });
}
