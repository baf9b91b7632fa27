// STAND-IN: replaced by the results module at merge
import { DEFAULT_ELECTRICITY_PRICE_PER_KWH, DEFAULT_LIGHT_HOURS } from '@maryjane/contract/results';
import type { GrowReport } from '@maryjane/contract/results';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { growCycles } from '../../db/schema/grow';

/**
 * The report of one of the owner's cycles, null when it is not theirs. This stand-in fills only
 * what the cycle row holds, so the sharing module can be built and tested before the results
 * module lands.
 */
export async function growReport(
  db: Database,
  ownerId: string,
  cycleId: string,
  options: { sharedBy: string | null },
): Promise<GrowReport | null> {
  const [cycle] = await db
    .select()
    .from(growCycles)
    .where(and(eq(growCycles.ownerId, ownerId), eq(growCycles.id, cycleId)));
  if (!cycle) return null;
  const none = { smell: null, taste: null, effect: null };
  return {
    results: {
      cycleId: cycle.id,
      name: cycle.name,
      strain: null,
      growMedium: cycle.growMedium,
      phase: cycle.phase,
      startDate: cycle.startDate,
      lightHours: {
        vegetative: cycle.lightHoursVegetative ?? DEFAULT_LIGHT_HOURS.vegetative,
        flowering: cycle.lightHoursFlowering ?? DEFAULT_LIGHT_HOURS.flowering,
      },
      plants: { count: cycle.numberOfPlants, harvested: 0 },
      yield: { wetG: null, trimG: null, dryG: null, curedG: null, finalG: null },
      perPlantG: null,
      areaM2: null,
      perM2G: null,
      lightWatts: null,
      perWattG: null,
      ratings: none,
      phases: [],
      climate: [],
      costs: {
        seeds: 0,
        supplies: 0,
        electricity: 0,
        equipment: 0,
        total: 0,
        perGram: null,
        pricePerKwh: DEFAULT_ELECTRICITY_PRICE_PER_KWH,
        kwh: 0,
        devices: [],
        lines: [],
      },
      legal: {
        applies: false,
        country: null,
        adults: 1,
        limitG: null,
        driedG: 0,
        exceeded: false,
      },
    },
    environment: null,
    harvests: [],
    photos: [],
    feeds: [],
    climateSeries: [],
    sharedBy: options.sharedBy,
  };
}
