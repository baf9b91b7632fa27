import { finalWeight, harvestRatings, type Harvest } from '@maryjane/contract/harvests';
import type { CycleResults, GrowReport, ReportFeed } from '@maryjane/contract/results';
import { round } from './costs';
import type { FeedEntryRow, FeedProductRow, HarvestRow } from './repository';

type HarvestValues = HarvestRow['harvest'];

const sumOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0
    ? null
    : round(
        known.reduce((sum, value) => sum + value, 0),
        1,
      );
};

const meanOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0
    ? null
    : round(known.reduce((sum, value) => sum + value, 0) / known.length, 1);
};

/**
 * The cycle's yield: each weight summed over its plants' harvest records; `finalG` sums each
 * plant's final weight (cured, else dry: `finalWeight`), and the plants with one are the plants
 * harvested, which the per-plant yield divides by. Ratings are the plants' means.
 */
export function yieldOf(harvests: HarvestValues[]): {
  plants: number;
  yield: CycleResults['yield'];
  ratings: CycleResults['ratings'];
} {
  const finals = harvests.map((harvest) => finalWeight(harvest));
  return {
    plants: finals.filter((value) => value !== null).length,
    yield: {
      wetG: sumOf(harvests.map((harvest) => harvest.wetG)),
      trimG: sumOf(harvests.map((harvest) => harvest.trimG)),
      dryG: sumOf(harvests.map((harvest) => harvest.dryG)),
      curedG: sumOf(harvests.map((harvest) => harvest.curedG)),
      finalG: sumOf(finals),
    },
    ratings: Object.fromEntries(
      harvestRatings.map((rating) => [rating, meanOf(harvests.map((harvest) => harvest[rating]))]),
    ) as CycleResults['ratings'],
  };
}

/** A harvest record for the report: no notes, no ids. */
export function presentHarvest({
  harvest,
  plantNumber,
  plantName,
}: HarvestRow): GrowReport['harvests'][number] {
  const record: Omit<Harvest, 'notes' | 'plantId' | 'cycleId'> = {
    plantNumber,
    plantName,
    wetG: harvest.wetG,
    wetDate: harvest.wetDate,
    trimG: harvest.trimG,
    dryG: harvest.dryG,
    dryDate: harvest.dryDate,
    curedG: harvest.curedG,
    curedDate: harvest.curedDate,
    smell: harvest.smell,
    taste: harvest.taste,
    effect: harvest.effect,
    updatedAt: harvest.updatedAt.toISOString(),
  };
  return record;
}

/** Feed and water entries with their products (amounts in ml or g); never the entry's note. */
export function presentFeeds(entries: FeedEntryRow[], products: FeedProductRow[]): ReportFeed[] {
  return entries.map((entry) => ({
    date: entry.date,
    plantNumber: entry.plantNumber,
    amountL: entry.amountL,
    ph: entry.ph,
    ec: entry.ec,
    products: products
      .filter((product) => product.entryId === entry.id)
      .map((product) => ({
        name: product.name,
        amount: round(product.amount, 1),
        unit: product.unit === 'g/L' ? 'g' : 'ml',
      })),
  }));
}
