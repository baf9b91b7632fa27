import type { Harvest } from '@maryjane/contract/harvests';
import type { HarvestRow } from './repository';

/** Weights are stored as `real`: back to the tenth of a gram they were given in. */
const grams = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function presentHarvest({ harvest, plantNumber, plantName }: HarvestRow): Harvest {
  return {
    plantId: harvest.plantId,
    cycleId: harvest.cycleId,
    plantNumber,
    plantName,
    wetG: grams(harvest.wetG),
    wetDate: harvest.wetDate,
    trimG: grams(harvest.trimG),
    dryG: grams(harvest.dryG),
    dryDate: harvest.dryDate,
    curedG: grams(harvest.curedG),
    curedDate: harvest.curedDate,
    smell: harvest.smell,
    taste: harvest.taste,
    effect: harvest.effect,
    notes: harvest.notes,
    updatedAt: harvest.updatedAt.toISOString(),
  };
}
