import { ErrorCode } from '@maryjane/contract/error-codes';
import type {
  addPlantBodySchema,
  Plant,
  updatePlantBodySchema,
} from '@maryjane/contract/grow-cycles';
import { todayIso } from '@maryjane/contract/dates';
import { isUuid } from '@maryjane/contract/ids';
import { PLANTS_PER_CYCLE_MAX } from '@maryjane/contract/phases';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { fieldError } from '../../platform/http/field-error';
import { HttpError, notFound } from '../../platform/http-errors';
import * as plants from './plants-repository';
import { presentPlant } from './presenter';
import { giveBackSeeds, takeSeeds } from '../inventory/service';
import { photoFileKeys, removePhotoFiles } from '../photos/service';
import type { FileStorage } from '../../platform/storage/file-storage';
import { requireCycle } from './service';

type PlantChange = z.output<typeof updatePlantBodySchema>;

/** Whether a PATCH body sets anything (absent and undefined keys change nothing). */
export const hasChanges = (values: object) =>
  Object.values(values).some((value) => value !== undefined);

/** The owner's plants, of one cycle or of all, as the JSON array of the answer. */
export async function listPlantsJson(
  db: Database,
  ownerId: string,
  cycleId: string | undefined,
): Promise<string> {
  // Another grower's cycle is as unknown as a cycle that does not exist.
  if (cycleId) await requireCycle(db, ownerId, cycleId);
  return plants.listPlantsJson(db, ownerId, cycleId);
}

async function getPlant(db: Database, ownerId: string, id: string): Promise<Plant> {
  const row = isUuid(id) ? await plants.findPlantRow(db, ownerId, id) : null;
  if (!row) throw notFound();
  return presentPlant(row);
}

export async function addPlant(
  db: Database,
  ownerId: string,
  cycleId: string,
  { seedsFromInventory, ...values }: z.output<typeof addPlantBodySchema>,
): Promise<Plant> {
  const cycle = await requireCycle(db, ownerId, cycleId);
  if (cycle.numberOfPlants >= PLANTS_PER_CYCLE_MAX) {
    throw fieldError('numberOfPlants', 'outOfRange');
  }
  const id = await db.transaction(async (tx) => {
    const inserted = await plants.insertPlant(tx, ownerId, cycleId, values);
    if (seedsFromInventory !== false) {
      await takeSeeds(tx, ownerId, { lineId: cycle.seedId, cycleId, count: 1 });
    }
    return inserted;
  });
  return getPlant(db, ownerId, id);
}

/**
 * The status fields after a change (issue 26). Back to growing clears reason, note and day; a
 * removed or harvested plant keeps its day unless a new one is given, else it is today. A
 * reason belongs to a removed plant only (422 on statusReason).
 */
function withStatus(current: Plant, change: PlantChange): PlantChange {
  const status = change.status ?? current.status;
  if (status === 'growing') {
    if (change.statusReason || change.statusNote || change.statusDate) {
      throw fieldError(change.statusReason ? 'statusReason' : 'statusDate', 'invalid');
    }
    return change.status
      ? { ...change, statusReason: null, statusNote: null, statusDate: null }
      : change;
  }
  const reason = change.statusReason !== undefined ? change.statusReason : current.statusReason;
  if (status === 'removed' && !reason) throw fieldError('statusReason', 'required');
  if (status === 'harvested' && change.statusReason) throw fieldError('statusReason', 'invalid');
  const sameStatus = current.status === status;
  return {
    ...change,
    statusReason: status === 'removed' ? reason : null,
    statusDate: change.statusDate ?? (sameStatus ? current.statusDate : null) ?? todayIso(),
  };
}

export async function updatePlant(
  db: Database,
  ownerId: string,
  id: string,
  change: PlantChange,
): Promise<Plant> {
  const current = await getPlant(db, ownerId, id);
  // An empty change is no change (Drizzle refuses an UPDATE without columns).
  if (!hasChanges(change)) return current;
  if (!(await plants.updatePlantRow(db, ownerId, id, withStatus(current, change)))) {
    throw notFound();
  }
  return getPlant(db, ownerId, id);
}

/** One of the owner's plants (GET /plants/{id}); another grower's answers 404. */
export const findPlant = getPlant;

/**
 * A grow cycle keeps at least one plant: deleting its last one is refused (409). A plant removed
 * while its cycle still germinates gives its seed back; later the seed counts as used.
 */
export async function deletePlant(db: Database, files: FileStorage, ownerId: string, id: string) {
  const plant = await getPlant(db, ownerId, id);
  // The plant's photos go with it (their rows by cascade, their files after the commit).
  const photoKeys = await db.transaction(async (tx) => {
    const keys = await photoFileKeys(tx, ownerId, { plantId: id });
    if (!(await plants.deletePlantUnlessLast(tx, plant))) return null;
    if (plant.cyclePhase === 'germinate') await giveBackSeeds(tx, ownerId, plant.cycleId, 1);
    return keys;
  });
  if (!photoKeys) {
    throw new HttpError(409, ErrorCode.lastPlant, 'A grow cycle keeps at least one plant');
  }
  await removePhotoFiles(files, photoKeys);
}
