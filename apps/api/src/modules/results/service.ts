import { todayIso } from '@maryjane/contract/dates';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import {
  DEFAULT_ELECTRICITY_PRICE_PER_KWH,
  type CycleResults,
  type GrowReport,
} from '@maryjane/contract/results';
import { durationOf, scheduledPhases } from '@maryjane/contract/schedule';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http-errors';
import { findCycle } from '../grow-cycles/service';
import { harvestCheck } from '../legal/service';
import { photosOfCycle } from '../photos/service';
import { effectiveTargets, targetPhaseOf } from '../sensors/service';
import { bucketsOf, climateSeries, cycleSpan, phaseClimate, phasePeriods } from './climate';
import { cycleCosts, daysInPhases, deviceEnergy, lightHoursOf, lightWattsOf, round } from './costs';
import { presentFeeds, presentHarvest, yieldOf } from './presenter';
import * as repository from './repository';

/**
 * Harvest results (issue 27): a cycle's yield per plant, m² and watt, its phases against the
 * plan, its climate against the targets and its costs; the grow report around them; several
 * cycles side by side. The rules are described with each computation (./costs.ts,
 * ./climate.ts, ./presenter.ts) and in docs/api.md.
 */

const ratio = (value: number | null, by: number | null) =>
  value === null || !by ? null : round(value / by, 1);

/** A cycle's results with the rows they were made from that the grow report shows too. */
async function readResults(db: Database, ownerId: string, cycle: GrowCycle) {
  const today = todayIso();
  const now = new Date();
  const environmentId = cycle.environment?.id ?? null;
  const [harvests, plants, size, equipment, seeds, supplies, ownPrice] = await Promise.all([
    repository.cycleHarvests(db, ownerId, cycle.id),
    repository.cyclePlants(db, ownerId, cycle.id),
    environmentId ? repository.environmentSize(db, ownerId, environmentId) : null,
    environmentId ? repository.environmentDevices(db, ownerId, environmentId) : [],
    repository.seedsUsed(db, ownerId, cycle.id),
    repository.suppliesUsed(db, ownerId, cycle.id),
    repository.electricityPrice(db, ownerId),
  ]);
  const harvested = yieldOf(harvests.map((row) => row.harvest));
  const finalG = harvested.yield.finalG;
  const lightHours = lightHoursOf(cycle);
  const days = daysInPhases(cycle, today);
  const devices = deviceEnergy(equipment, days, lightHours);
  const lightWatts = lightWattsOf(devices);
  const areaM2 = size?.widthCm && size.depthCm ? (size.widthCm * size.depthCm) / 10_000 : null;
  const climate = environmentId
    ? await climateOf(db, cycle, environmentId, now)
    : { phases: [], buckets: [] };
  const strainInput = {
    floweringType: cycle.strain?.floweringType ?? null,
    floweringWeeksMin: cycle.strain?.floweringWeeksMin ?? null,
    floweringWeeksMax: cycle.strain?.floweringWeeksMax ?? null,
  };
  const results: CycleResults = {
    cycleId: cycle.id,
    name: cycle.name,
    strain: cycle.strain
      ? {
          name: cycle.strain.name,
          producerName: cycle.strain.producerName,
          floweringType: cycle.strain.floweringType,
        }
      : null,
    growMedium: cycle.growMedium,
    phase: cycle.phase,
    startDate: cycle.startDate,
    lightHours,
    plants: {
      count: plants.filter((plant) => plant.status !== 'removed').length,
      harvested: harvested.plants,
    },
    yield: harvested.yield,
    perPlantG: ratio(finalG, harvested.plants),
    areaM2: areaM2 === null ? null : round(areaM2, 2),
    perM2G: ratio(finalG, areaM2),
    lightWatts,
    perWattG: finalG === null || !lightWatts ? null : round(finalG / lightWatts, 2),
    ratings: harvested.ratings,
    phases: scheduledPhases.map((phase) => {
      const scheduled = cycle.schedule.phases.find((each) => each.phase === phase);
      const reached = scheduled?.actualStart ?? null;
      return {
        phase,
        planned: durationOf(phase, strainInput),
        actual: reached === null ? null : days[phase],
        start: reached,
        end: scheduled?.actualEnd ?? null,
      };
    }),
    climate: climate.phases,
    costs: cycleCosts({
      devices,
      equipment,
      seeds,
      supplies,
      pricePerKwh: ownPrice ?? DEFAULT_ELECTRICITY_PRICE_PER_KWH,
      finalG,
    }),
    legal: await harvestCheck(db, ownerId, finalG ?? 0),
  };
  return { results, harvests, plants, size, buckets: climate.buckets };
}

const resultsOf = async (db: Database, ownerId: string, cycle: GrowCycle) =>
  (await readResults(db, ownerId, cycle)).results;

/** The climate of each phase the cycle reached, against its targets for the cycle's medium. */
async function climateOf(db: Database, cycle: GrowCycle, environmentId: string, now: Date) {
  const span = cycleSpan(cycle, now);
  const [rows, targets] = await Promise.all([
    repository.climateRollups(db, environmentId, span.from, span.to),
    effectiveTargets(db, environmentId, cycle.growMedium),
  ]);
  const buckets = bucketsOf(rows);
  const phases = phasePeriods(cycle, now).flatMap((period) => {
    const phase = targetPhaseOf[period.phase];
    return phase ? [phaseClimate(phase, period, buckets, targets[phase])] : [];
  });
  return { phases, buckets };
}

/** GET /grow-cycles/{id}/results: another grower's or a malformed id is 404. */
export async function cycleResults(db: Database, ownerId: string, cycleId: string) {
  const cycle = await findCycle(db, ownerId, cycleId);
  if (!cycle) throw notFound();
  return resultsOf(db, ownerId, cycle);
}

/** GET /grow-cycles/compare: the cycles in the order asked; any not the grower's is 404. */
export async function compareCycles(db: Database, ownerId: string, ids: string[]) {
  const cycles = await Promise.all(ids.map((id) => findCycle(db, ownerId, id)));
  if (cycles.some((cycle) => cycle === null)) throw notFound();
  const results: CycleResults[] = [];
  for (const cycle of cycles) if (cycle) results.push(await resultsOf(db, ownerId, cycle));
  return results;
}

async function reportFeeds(db: Database, ownerId: string, cycleId: string) {
  const entries = await repository.feedEntries(db, ownerId, cycleId);
  const products = await repository.feedProducts(
    db,
    ownerId,
    entries.map((entry) => entry.id),
  );
  return presentFeeds(entries, products);
}

/**
 * The grow report of one of the owner's cycles; null when the cycle is not theirs. It carries
 * nothing that names the grower or their place: no e-mail, username, environment name or
 * location, no notes. `sharedBy` is the name a share link shows (null for the owner's own view);
 * `secret` signs the photos' addresses (the photos module's signing).
 */
export async function growReport(
  db: Database,
  ownerId: string,
  cycleId: string,
  options: { sharedBy: string | null; secret: string },
): Promise<GrowReport | null> {
  const cycle = await findCycle(db, ownerId, cycleId);
  if (!cycle) return null;
  const [{ results, harvests, plants, size, buckets }, photos, feeds] = await Promise.all([
    readResults(db, ownerId, cycle),
    photosOfCycle(db, options.secret, ownerId, cycle.id),
    reportFeeds(db, ownerId, cycle.id),
  ]);
  const plantNumber = new Map(plants.map((plant) => [plant.id, plant.number]));
  return {
    results,
    environment: size,
    harvests: harvests.map(presentHarvest),
    photos: photos.map((photo) => ({
      id: photo.id,
      takenOn: photo.takenOn,
      plantNumber: photo.plantId ? (plantNumber.get(photo.plantId) ?? null) : null,
      width: photo.width,
      height: photo.height,
      thumbUrl: photo.thumbUrl,
      largeUrl: photo.largeUrl,
    })),
    feeds,
    climateSeries: climateSeries(buckets),
    sharedBy: options.sharedBy,
  };
}
