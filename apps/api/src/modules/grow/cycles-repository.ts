import { todayIso, addDays, type IsoDate } from '@maryjane/contract/dates';
import type {
  GrowCycle,
  growCycleBodySchema,
  growCyclesQuerySchema,
  PhaseChange,
  updateGrowCycleBodySchema,
} from '@maryjane/contract/grow-cycles';
import {
  allowedMoves,
  growPhases,
  type GrowMedium,
  type GrowPhase,
} from '@maryjane/contract/phases';
import { computeSchedule } from '@maryjane/contract/schedule';
import type { FloweringType } from '@maryjane/contract/strains';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { strainProducers, strains } from '../../db/schema/catalogue';
import {
  environments,
  growCyclePhaseChanges,
  growCycles,
  inventoryItems,
  plants,
} from '../../db/schema/grow';
import { notFound } from '../../platform/http-errors';
import { fieldError, isUuid } from './owned';

type CreateValues = z.output<typeof growCycleBodySchema>;
type UpdateValues = z.output<typeof updateGrowCycleBodySchema>;
type CycleRow = typeof growCycles.$inferSelect;

/** The day a server-side "today" means: UTC, with one day of grace for growers east of it. */
const latestAllowedDay = () => addDays(todayIso(), 1);

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

type SelectedCycle = Awaited<ReturnType<typeof selectCycles>>[number];
type ChangeRow = typeof growCyclePhaseChanges.$inferSelect;

/**
 * The days each phase was reached, from the history: a forward move starts its phase; a back
 * move undoes the forward move before it.
 */
export function reachedPhases(history: ChangeRow[]) {
  const stack: { phase: GrowPhase; date: IsoDate }[] = [];
  for (const change of history) {
    if (change.direction === 'forward')
      stack.push({ phase: change.toPhase as GrowPhase, date: change.date });
    else stack.pop();
  }
  return Object.fromEntries(stack.map((entry) => [entry.phase, entry.date])) as Partial<
    Record<Exclude<GrowPhase, 'germinate'>, IsoDate>
  >;
}

function presentCycle(row: SelectedCycle, history: ChangeRow[], today: IsoDate): GrowCycle {
  const { cycle } = row;
  const phase = cycle.phase as GrowPhase;
  const lastMove = history.at(-1)?.direction ?? null;
  const floweringType = (row.floweringType as FloweringType | null) ?? null;
  return {
    id: cycle.id,
    name: cycle.name,
    seedId: cycle.seedId,
    strain:
      cycle.strainId && row.strainName && floweringType
        ? {
            id: cycle.strainId,
            name: row.strainName,
            producerName: row.producerName ?? '',
            floweringType,
            floweringWeeksMin: row.floweringWeeksMin,
            floweringWeeksMax: row.floweringWeeksMax,
          }
        : null,
    growMedium: cycle.growMedium as GrowMedium,
    numberOfPlants: cycle.numberOfPlants,
    startDate: cycle.startDate,
    environment:
      cycle.environmentId && row.environmentName
        ? { id: cycle.environmentId, name: row.environmentName }
        : null,
    phase,
    history: history.map((change): PhaseChange => ({
      from: change.fromPhase as GrowPhase,
      to: change.toPhase as GrowPhase,
      direction: change.direction as PhaseChange['direction'],
      date: change.date,
      recordedAt: change.recordedAt.toISOString(),
    })),
    allowedMoves: allowedMoves(phase, lastMove as 'forward' | 'back' | null),
    schedule: computeSchedule(
      {
        startDate: cycle.startDate,
        floweringType,
        floweringWeeksMin: row.floweringWeeksMin,
        floweringWeeksMax: row.floweringWeeksMax,
        growMedium: cycle.growMedium as GrowMedium,
        phase,
        reached: reachedPhases(history),
      },
      today,
    ),
    notes: cycle.notes,
    createdAt: cycle.createdAt.toISOString(),
    updatedAt: cycle.updatedAt.toISOString(),
  };
}

async function presentCycles(db: Database, rows: SelectedCycle[]): Promise<GrowCycle[]> {
  if (rows.length === 0) return [];
  const history = await db
    .select()
    .from(growCyclePhaseChanges)
    .where(
      inArray(
        growCyclePhaseChanges.cycleId,
        rows.map((row) => row.cycle.id),
      ),
    )
    .orderBy(asc(growCyclePhaseChanges.recordedAt), asc(growCyclePhaseChanges.id));
  const today = todayIso();
  return rows.map((row) =>
    presentCycle(
      row,
      history.filter((change) => change.cycleId === row.cycle.id),
      today,
    ),
  );
}

export async function listCycles(
  db: Database,
  ownerId: string,
  { status }: z.output<typeof growCyclesQuerySchema>,
): Promise<GrowCycle[]> {
  const rows = await selectCycles(db)
    .where(
      and(
        eq(growCycles.ownerId, ownerId),
        status === 'active' ? ne(growCycles.phase, 'complete') : undefined,
        status === 'complete' ? eq(growCycles.phase, 'complete') : undefined,
      ),
    )
    .orderBy(desc(growCycles.startDate), desc(growCycles.createdAt));
  return presentCycles(db, rows);
}

export async function getCycle(db: Database, ownerId: string, id: string): Promise<GrowCycle> {
  if (!isUuid(id)) throw notFound();
  const rows = await selectCycles(db).where(
    and(eq(growCycles.ownerId, ownerId), eq(growCycles.id, id)),
  );
  const [cycle] = await presentCycles(db, rows);
  if (!cycle) throw notFound();
  return cycle;
}

async function findOwnCycle(db: Database, ownerId: string, id: string): Promise<CycleRow> {
  if (!isUuid(id)) throw notFound();
  const [cycle] = await db
    .select()
    .from(growCycles)
    .where(and(eq(growCycles.ownerId, ownerId), eq(growCycles.id, id)));
  if (!cycle) throw notFound();
  return cycle;
}

/** The strain of one of the owner's seeds lines (422 on seedId when it is not theirs). */
async function strainOfSeed(db: Database, ownerId: string, seedId: string): Promise<string> {
  const [seed] = await db
    .select({ strainId: inventoryItems.strainId })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.kind, 'seeds'),
        eq(inventoryItems.id, seedId),
      ),
    );
  if (!seed?.strainId) throw fieldError('seedId', 'notFound');
  return seed.strainId;
}

async function assertOwnEnvironment(db: Database, ownerId: string, id: string) {
  const [environment] = await db
    .select({ id: environments.id })
    .from(environments)
    .where(and(eq(environments.ownerId, ownerId), eq(environments.id, id)));
  if (!environment) throw fieldError('environmentId', 'notFound');
}

function numbersFrom(first: number, last: number) {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

export async function createCycle(
  db: Database,
  ownerId: string,
  values: CreateValues,
): Promise<GrowCycle> {
  const strainId = await strainOfSeed(db, ownerId, values.seedId);
  if (values.environmentId) await assertOwnEnvironment(db, ownerId, values.environmentId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(growCycles)
      .values({
        ownerId,
        name: values.name,
        seedId: values.seedId,
        strainId,
        growMedium: values.growMedium,
        numberOfPlants: values.numberOfPlants,
        startDate: values.startDate,
        environmentId: values.environmentId ?? null,
        notes: values.notes ?? null,
      })
      .returning({ id: growCycles.id });
    if (!row) throw new Error('grow cycle insert returned nothing');
    await tx.insert(plants).values(
      numbersFrom(1, values.numberOfPlants).map((number) => ({
        ownerId,
        cycleId: row.id,
        number,
      })),
    );
    return row.id;
  });
  return getCycle(db, ownerId, id);
}

export async function updateCycle(
  db: Database,
  ownerId: string,
  id: string,
  values: UpdateValues,
): Promise<GrowCycle> {
  const cycle = await findOwnCycle(db, ownerId, id);
  const strainId = values.seedId ? await strainOfSeed(db, ownerId, values.seedId) : undefined;
  if (values.environmentId) await assertOwnEnvironment(db, ownerId, values.environmentId);
  if (values.startDate) {
    // The start cannot move past a phase change already recorded.
    const [first] = await db
      .select({ date: sql<string>`min(${growCyclePhaseChanges.date})` })
      .from(growCyclePhaseChanges)
      .where(eq(growCyclePhaseChanges.cycleId, id));
    if (first?.date && values.startDate > first.date) throw fieldError('startDate', 'outOfRange');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(growCycles)
      .set({ ...values, ...(strainId ? { strainId } : {}), updatedAt: new Date() })
      .where(eq(growCycles.id, id));
    const wanted = values.numberOfPlants;
    if (wanted === undefined || wanted === cycle.numberOfPlants) return;
    const [highest] = await tx
      .select({ number: sql<number | null>`max(${plants.number})` })
      .from(plants)
      .where(eq(plants.cycleId, id));
    const existing = await tx
      .select({ id: plants.id })
      .from(plants)
      .where(eq(plants.cycleId, id))
      .orderBy(desc(plants.number));
    if (wanted > existing.length) {
      const next = (highest?.number ?? 0) + 1;
      await tx.insert(plants).values(
        numbersFrom(next, next + wanted - existing.length - 1).map((number) => ({
          ownerId,
          cycleId: id,
          number,
        })),
      );
    } else if (wanted < existing.length) {
      const surplus = existing.slice(0, existing.length - wanted).map((plant) => plant.id);
      await tx.delete(plants).where(inArray(plants.id, surplus));
    }
  });
  return getCycle(db, ownerId, id);
}

export async function deleteCycle(db: Database, ownerId: string, id: string) {
  await findOwnCycle(db, ownerId, id);
  await db.delete(growCycles).where(and(eq(growCycles.ownerId, ownerId), eq(growCycles.id, id)));
}

/** Moves a cycle along the phase state machine (see `allowedMoves`), recording the change. */
export async function movePhase(
  db: Database,
  ownerId: string,
  id: string,
  { phase: to, date }: { phase: GrowPhase; date?: IsoDate },
): Promise<GrowCycle> {
  const current = await getCycle(db, ownerId, id);
  if (!current.allowedMoves.includes(to)) throw fieldError('phase', 'phaseMove');
  const forward = growPhases.indexOf(to) > growPhases.indexOf(current.phase);
  const day = forward ? (date ?? todayIso()) : todayIso();
  if (forward) {
    if (day > latestAllowedDay()) throw fieldError('date', 'dateInFuture');
    const currentStart = current.schedule.phases.find((entry) => entry.phase === current.phase);
    if (currentStart?.actualStart && day < currentStart.actualStart) {
      throw fieldError('date', 'dateTooEarly');
    }
  }
  await db.transaction(async (tx) => {
    // Only moves from the phase the cycle is still in: two tabs cannot both move it.
    const [moved] = await tx
      .update(growCycles)
      .set({ phase: to, updatedAt: new Date() })
      .where(and(eq(growCycles.id, id), eq(growCycles.phase, current.phase)))
      .returning({ id: growCycles.id });
    if (!moved) throw fieldError('phase', 'phaseMove');
    await tx.insert(growCyclePhaseChanges).values({
      cycleId: id,
      fromPhase: current.phase,
      toPhase: to,
      direction: forward ? 'forward' : 'back',
      date: day,
    });
  });
  return getCycle(db, ownerId, id);
}
