import { finalWeight, type Harvest } from '@maryjane/contract/harvests';
import type { HarvestCheck } from '@maryjane/contract/legal';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http-errors';
import { findPlant, updatePlant } from '../grow-cycles/plants-service';
import { requireCycle } from '../grow-cycles/service';
import { harvestCheck } from '../legal/service';
import * as repository from './repository';
import { presentHarvest } from './presenter';

/** Records with the dried harvest of their cycle checked against what may be kept at home. */
export interface CheckedHarvests {
  data: Harvest[];
  legal: HarvestCheck;
}

/** The dried grams a cycle's records count with (after curing, else after drying). */
const driedGrams = (records: Harvest[]) =>
  Math.round(records.reduce((sum, record) => sum + (finalWeight(record) ?? 0), 0) * 10) / 10;

/** The cycle's records by plant number; another grower's or a malformed id is a 404. */
export async function listCycleHarvests(
  db: Database,
  ownerId: string,
  cycleId: string,
): Promise<CheckedHarvests> {
  await requireCycle(db, ownerId, cycleId);
  const data = (await repository.listCycleHarvestRows(db, ownerId, cycleId)).map(presentHarvest);
  return { data, legal: await harvestCheck(db, ownerId, driedGrams(data)) };
}

/**
 * Saves the plant's whole record. A plant still growing is harvested by it, on the wet day if
 * given (else today), by the same rule as PATCH /plants/{id}.
 */
export async function saveHarvest(
  db: Database,
  ownerId: string,
  plantId: string,
  values: repository.HarvestValues,
): Promise<{ data: Harvest; legal: HarvestCheck }> {
  const plant = await findPlant(db, ownerId, plantId);
  await db.transaction(async (tx) => {
    await repository.saveHarvestRow(tx, ownerId, plant, values);
    if (plant.status === 'growing') {
      await updatePlant(tx, ownerId, plant.id, {
        status: 'harvested',
        statusDate: values.wetDate ?? undefined,
      });
    }
  });
  const { data, legal } = await listCycleHarvests(db, ownerId, plant.cycleId);
  const saved = data.find((record) => record.plantId === plant.id);
  if (!saved) throw notFound();
  return { data: saved, legal };
}

/** Removes the plant's record (the plant keeps its status); 404 when it has none. */
export async function deleteHarvest(db: Database, ownerId: string, plantId: string) {
  const plant = await findPlant(db, ownerId, plantId);
  if (!(await repository.deleteHarvestRow(db, ownerId, plant.id))) throw notFound();
}
