import { dayOutOfRange, todayIso, type IsoDate } from '@maryjane/contract/dates';
import type {
  GrowCycle,
  growCycleBodySchema,
  growCyclesQuerySchema,
  updateGrowCycleBodySchema,
} from '@maryjane/contract/grow-cycles';
import { isUuid } from '@maryjane/contract/ids';
import { growPhases, type GrowPhase } from '@maryjane/contract/phases';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { fieldError } from '../../platform/http/field-error';
import { notFound } from '../../platform/http-errors';
import { requireEnvironmentField } from '../environments/service';
import { giveBackSeeds, strainOfSeedLine, takeSeeds } from '../inventory/service';
import { photoFileKeys, removePhotoFiles } from '../photos/service';
import type { FileStorage } from '../../platform/storage/file-storage';
import { feedingPlansOf } from './feeding-plans';
import { movesFrom, presentCycle, reachedPhases } from './presenter';
import * as repository from './repository';

type CreateValues = z.output<typeof growCycleBodySchema>;
type UpdateValues = z.output<typeof updateGrowCycleBodySchema>;

async function present(db: Database, rows: repository.SelectedCycle[]): Promise<GrowCycle[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.cycle.id);
  const history = await repository.phaseHistory(db, ids);
  const plans = await feedingPlansOf(db, rows[0]?.cycle.ownerId ?? '', ids);
  const today = todayIso();
  return rows.map((row) =>
    presentCycle(
      row,
      history.filter((change) => change.cycleId === row.cycle.id),
      today,
      plans.get(row.cycle.id),
    ),
  );
}

export async function listCycles(
  db: Database,
  ownerId: string,
  { status }: z.output<typeof growCyclesQuerySchema>,
): Promise<GrowCycle[]> {
  return present(db, await repository.listCycleRows(db, ownerId, status));
}

/** The owner's cycle; null for another grower's, a missing or a malformed id. */
export async function findCycle(db: Database, ownerId: string, id: string) {
  const row = isUuid(id) ? await repository.findSelectedCycle(db, ownerId, id) : null;
  const [cycle] = row ? await present(db, [row]) : [];
  return cycle ?? null;
}

export async function getCycle(db: Database, ownerId: string, id: string): Promise<GrowCycle> {
  const cycle = await findCycle(db, ownerId, id);
  if (!cycle) throw notFound();
  return cycle;
}

/** The owner's cycle of a path; another grower's is as unknown as one that does not exist. */
export async function requireCycle(db: Database, ownerId: string, id: string) {
  const cycle = isUuid(id) ? await repository.findCycleRow(db, ownerId, id) : null;
  if (!cycle) throw notFound();
  return cycle;
}

export async function createCycle(
  db: Database,
  ownerId: string,
  values: CreateValues,
): Promise<GrowCycle> {
  const { seedsFromInventory, ...cycle } = values;
  const strainId = await strainOfSeedLine(db, ownerId, cycle.seedId);
  if (cycle.environmentId) await requireEnvironmentField(db, ownerId, cycle.environmentId);
  const id = await db.transaction(async (tx) => {
    const inserted = await repository.insertCycle(tx, ownerId, { ...cycle, strainId });
    if (seedsFromInventory !== false) {
      // Sown on the start day, or today for a cycle planned ahead.
      const date = cycle.startDate < todayIso() ? cycle.startDate : todayIso();
      const count = cycle.numberOfPlants;
      await takeSeeds(tx, ownerId, { lineId: cycle.seedId, cycleId: inserted, count, date });
    }
    return inserted;
  });
  return getCycle(db, ownerId, id);
}

export async function updateCycle(
  db: Database,
  files: FileStorage,
  ownerId: string,
  id: string,
  values: UpdateValues,
): Promise<GrowCycle> {
  const { seedsFromInventory, ...changes } = values;
  const cycle = await requireCycle(db, ownerId, id);
  const strainId = values.seedId ? await strainOfSeedLine(db, ownerId, values.seedId) : undefined;
  if (values.environmentId) await requireEnvironmentField(db, ownerId, values.environmentId);
  if (values.startDate) {
    // The start cannot move past a phase change already recorded.
    const first = await repository.firstPhaseChangeDate(db, id);
    if (first && values.startDate > first) throw fieldError('startDate', 'outOfRange');
  }
  const added = (changes.numberOfPlants ?? cycle.numberOfPlants) - cycle.numberOfPlants;
  // Photos of plants removed by a lower number go with them; their files after the commit.
  let photoKeys: string[] = [];
  await db.transaction(async (tx) => {
    await repository.updateCycleRow(
      tx,
      ownerId,
      cycle,
      { ...changes, ...(strainId ? { strainId } : {}) },
      async (inner, plantIds) => {
        photoKeys = await photoFileKeys(inner, ownerId, { plantIds });
      },
    );
    // New plants take their seeds; plants removed before they outgrow germination give theirs
    // back (issue 25).
    if (added > 0 && seedsFromInventory !== false) {
      const lineId = changes.seedId ?? cycle.seedId;
      await takeSeeds(tx, ownerId, { lineId, cycleId: id, count: added });
    }
    if (added < 0 && cycle.phase === 'germinate') await giveBackSeeds(tx, ownerId, id, -added);
  });
  await removePhotoFiles(files, photoKeys);
  return getCycle(db, ownerId, id);
}

/**
 * A cycle deleted while it still germinates gives back the seeds it holds (issue 25). Its
 * photos' files go after the commit.
 */
export async function deleteCycle(db: Database, files: FileStorage, ownerId: string, id: string) {
  const cycle = await requireCycle(db, ownerId, id);
  const photoKeys = await db.transaction(async (tx) => {
    if (cycle.phase === 'germinate') await giveBackSeeds(tx, ownerId, id);
    const keys = await photoFileKeys(tx, ownerId, { cycleId: id });
    await repository.deleteCycleRow(tx, ownerId, id);
    return keys;
  });
  await removePhotoFiles(files, photoKeys);
}

/**
 * Moves a cycle along the phase state machine (see `allowedMoves`), recording the change. A
 * forward move may be dated back to the day the current phase began, never into the future; a
 * move back is dated today.
 */
export async function movePhase(
  db: Database,
  ownerId: string,
  id: string,
  { phase: to, date }: { phase: GrowPhase; date?: IsoDate },
): Promise<GrowCycle> {
  const cycle = await requireCycle(db, ownerId, id);
  const from = cycle.phase;
  const history = await repository.phaseHistory(db, [id]);
  if (!movesFrom(from, history).includes(to)) throw fieldError('phase', 'phaseMove');
  const forward = growPhases.indexOf(to) > growPhases.indexOf(from);
  const day = forward ? (date ?? todayIso()) : todayIso();
  if (forward) {
    // The limit the contract shares with the web, with the server's day of grace.
    const outOfRange = dayOutOfRange(day, 'happened', todayIso(), 1);
    if (outOfRange) throw fieldError('date', outOfRange);
    const reached = reachedPhases(history);
    const currentStart =
      from === 'germinate' ? cycle.startDate : (reached[from] ?? cycle.startDate);
    if (day < currentStart) throw fieldError('date', 'dateTooEarly');
  }
  const direction = forward ? 'forward' : 'back';
  if (!(await repository.recordPhaseMove(db, id, { from, to, direction, date: day }))) {
    throw fieldError('phase', 'phaseMove');
  }
  return getCycle(db, ownerId, id);
}
