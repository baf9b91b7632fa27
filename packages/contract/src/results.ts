import { z } from 'zod';
import { growMediums, growPhases } from './phases';
import { harvestCheckSchema } from './legal';
import { harvestSchema } from './harvests';
import { scheduledPhases } from './schedule';
import { targetPhases } from './sensors';
import { floweringTypes } from './strains';
import { stockUnits } from './feeding';
import { COMPARE_MAX, COMPARE_MIN } from './results-constants';

/**
 * Harvest results (issue 27): what a grow cycle yielded, per plant, per m² and per watt, how its
 * phases and climate went against the plan and the targets, and what it cost. Computed by the
 * API from the cycle's harvests, environment, equipment, light schedule, readings and inventory
 * movements; the grow report, the comparison and a shared report show the same numbers.
 */

/** Hours of light per day while plants grow, before flowering and in flowering. */
export const LIGHT_HOURS_MIN = 0;
export const LIGHT_HOURS_MAX = 24;
/** Photoperiod plants: 18/6 until the switch, 12/12 in flower; autoflowers stay on 18/6. */
export const DEFAULT_LIGHT_HOURS = { vegetative: 18, flowering: 12, autoflowering: 18 } as const;

/**
 * The price per kWh results start from until the grower sets their own: German household
 * electricity's typical working price, as the cutting-costs guide cites it (BDEW's price analysis,
 * content/{en,de}/guides/cutting-costs/electricity-costs-of-a-grow.md).
 */
export const DEFAULT_ELECTRICITY_PRICE_PER_KWH = 0.38;
export { ELECTRICITY_PRICE_MAX, electricityPriceSchema } from './electricity';
/** Cycles a piece of equipment is expected to last when the grower has not said. */
export const DEFAULT_EQUIPMENT_CYCLES = 5;
export const EQUIPMENT_CYCLES_MAX = 100;
export const DEVICE_WATTS_MAX = 5_000;

/** A mean and the share of time within the phase's target (0–1); null without readings. */
const climateValueSchema = z.object({
  mean: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Share of the phase's readings inside the target range; null without a target or readings. */
  inTarget: z.number().nullable(),
  target: z.object({ min: z.number(), max: z.number() }).nullable(),
});

export const phaseClimateSchema = z.object({
  phase: z.enum(targetPhases),
  from: z.string(),
  to: z.string(),
  airTemperature: climateValueSchema,
  humidity: climateValueSchema,
  /** Leaf VPD in kPa, from paired temperature and humidity (sensors.ts). */
  vpd: climateValueSchema,
  /** Hours with readings, of the phase's hours. */
  hoursWithReadings: z.number(),
  hours: z.number(),
});
export type PhaseClimate = z.infer<typeof phaseClimateSchema>;

export const phaseDaysSchema = z.object({
  phase: z.enum(scheduledPhases),
  planned: z.object({ min: z.number().int(), typical: z.number().int(), max: z.number().int() }),
  /** Days the cycle actually spent in the phase (so far, for the current one); null if not reached. */
  actual: z.number().int().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export type PhaseDays = z.infer<typeof phaseDaysSchema>;

export const costLineSchema = z.object({
  /** An inventory line's name (catalogue item, strain or custom item). */
  name: z.string(),
  kind: z.enum(['seeds', 'supplies', 'equipment', 'electricity']),
  /** What was used: seeds, ml or g, kWh; null for equipment. */
  amount: z.number().nullable(),
  unit: z.enum(['seeds', ...stockUnits, 'kWh']).nullable(),
  euros: z.number().nullable(),
  /** Why a line has no euros: no price, no watts or unknown stock size. */
  missing: z.enum(['price', 'watts', 'stock']).nullable(),
});
export type CostLine = z.infer<typeof costLineSchema>;

export const deviceEnergySchema = z.object({
  name: z.string(),
  type: z.string(),
  watts: z.number().nullable(),
  /** Hours a day: a light follows the light schedule, other devices their own hours. */
  hoursPerDay: z.union([z.number(), z.literal('light')]),
  kwh: z.number().nullable(),
});
export type DeviceEnergy = z.infer<typeof deviceEnergySchema>;

export const cycleCostsSchema = z.object({
  seeds: z.number(),
  supplies: z.number(),
  electricity: z.number(),
  equipment: z.number(),
  total: z.number(),
  /** € per gram of dried harvest; null before a dry weight. */
  perGram: z.number().nullable(),
  pricePerKwh: z.number(),
  kwh: z.number(),
  devices: z.array(deviceEnergySchema),
  lines: z.array(costLineSchema),
});
export type CycleCosts = z.infer<typeof cycleCostsSchema>;

export const cycleResultsSchema = z.object({
  cycleId: z.uuid(),
  name: z.string(),
  strain: z
    .object({ name: z.string(), producerName: z.string(), floweringType: z.enum(floweringTypes) })
    .nullable(),
  growMedium: z.enum(growMediums),
  phase: z.enum(growPhases),
  startDate: z.string(),
  lightHours: z.object({ vegetative: z.number(), flowering: z.number() }),
  plants: z.object({
    /** Plants the cycle has (removed ones not counted). */
    count: z.number().int(),
    /** Plants with a dried weight. */
    harvested: z.number().int(),
  }),
  yield: z.object({
    wetG: z.number().nullable(),
    trimG: z.number().nullable(),
    dryG: z.number().nullable(),
    curedG: z.number().nullable(),
    /** The sum of each plant's final weight (`finalWeight`): what the ratios divide. */
    finalG: z.number().nullable(),
  }),
  perPlantG: z.number().nullable(),
  areaM2: z.number().nullable(),
  perM2G: z.number().nullable(),
  lightWatts: z.number().nullable(),
  perWattG: z.number().nullable(),
  /** Mean of the plants' ratings (1–5), null without any. */
  ratings: z.object({
    smell: z.number().nullable(),
    taste: z.number().nullable(),
    effect: z.number().nullable(),
  }),
  phases: z.array(phaseDaysSchema),
  climate: z.array(phaseClimateSchema),
  costs: cycleCostsSchema,
  /** The dried harvest against the household's limit; null on a shared report (it is theirs). */
  legal: harvestCheckSchema.nullable(),
});
export type CycleResults = z.infer<typeof cycleResultsSchema>;

// ---------------------------------------------------------------------------------------------
// The grow report: one page per cycle, the grower's own or shared read-only

export const reportPhotoSchema = z.object({
  id: z.uuid(),
  takenOn: z.string(),
  plantNumber: z.number().int().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  thumbUrl: z.string(),
  largeUrl: z.string(),
});
export type ReportPhoto = z.infer<typeof reportPhotoSchema>;

export const reportFeedSchema = z.object({
  date: z.string(),
  plantNumber: z.number().int().nullable(),
  amountL: z.number().nullable(),
  ph: z.number().nullable(),
  ec: z.number().nullable(),
  products: z.array(z.object({ name: z.string(), amount: z.number(), unit: z.string() })),
});
export type ReportFeed = z.infer<typeof reportFeedSchema>;

export { CLIMATE_SERIES_STEP_HOURS } from './results-constants';
export const reportClimatePointSchema = z.object({
  at: z.iso.datetime(),
  airTemperature: z.number().nullable(),
  humidity: z.number().nullable(),
  vpd: z.number().nullable(),
});
export type ReportClimatePoint = z.infer<typeof reportClimatePointSchema>;

export const growReportSchema = z.object({
  results: cycleResultsSchema,
  environment: z
    .object({
      type: z.string(),
      widthCm: z.number().nullable(),
      depthCm: z.number().nullable(),
      heightCm: z.number().nullable(),
    })
    .nullable(),
  harvests: z.array(harvestSchema.omit({ notes: true, plantId: true, cycleId: true })),
  photos: z.array(reportPhotoSchema),
  feeds: z.array(reportFeedSchema),
  climateSeries: z.array(reportClimatePointSchema),
  /** Shared reports only: the name the grower chose to show, else null. */
  sharedBy: z.string().nullable(),
});
export type GrowReport = z.infer<typeof growReportSchema>;

/** GET /grow-cycles/compare?ids=…: 2 to 6 of the grower's cycles side by side. */
export { COMPARE_MAX, COMPARE_MIN } from './results-constants';
export const compareQuerySchema = z.object({
  ids: z
    .string('required')
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('invalid')).min(COMPARE_MIN, 'outOfRange').max(COMPARE_MAX, 'outOfRange')),
});
