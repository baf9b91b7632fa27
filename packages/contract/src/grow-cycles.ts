import { z } from 'zod';
import { isoDateSchema, limitedDaySchema, numberOrText } from './zod-helpers';
import { floweringTypes } from './strains';
import { growMediums, growPhases, PLANTS_PER_CYCLE_MAX } from './phases';
import { scheduleSchema } from './schedule';
import { feedDoseBodySchema, feedLineSchema, PLAN_DOSES_MAX } from './feeding';
import {
  notesSchema,
  optionalText,
  positiveWholeNumber,
  requiredName,
  wholeNumber,
} from './zod-helpers';
import { LIGHT_HOURS_MAX, LIGHT_HOURS_MIN } from './results';
import {
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  healthCodes,
  plantSexes,
  plantStatuses,
  POT_L_MAX,
  POT_L_MIN,
  removalReasons,
  trainingTechniques,
} from './plant-records';

/** Grow cycles, their phases, plants and journal (spec §3 "Grow cycle", §4 "Grow phases"). */

export const phaseChangeSchema = z.object({
  from: z.enum(growPhases),
  to: z.enum(growPhases),
  direction: z.enum(['forward', 'back']),
  /** The day it happened, as the grower says. */
  date: z.string(),
  /** When it was recorded. */
  recordedAt: z.iso.datetime(),
});
export type PhaseChange = z.infer<typeof phaseChangeSchema>;

export const growCycleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The seeds line of the inventory the cycle was started from (null once that line is gone). */
  seedId: z.uuid().nullable(),
  strain: z
    .object({
      id: z.uuid(),
      name: z.string(),
      producerName: z.string(),
      floweringType: z.enum(floweringTypes),
      floweringWeeksMin: z.number().int().nullable(),
      floweringWeeksMax: z.number().int().nullable(),
    })
    .nullable(),
  growMedium: z.enum(growMediums),
  numberOfPlants: z.number().int(),
  startDate: z.string(),
  environment: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  phase: z.enum(growPhases),
  history: z.array(phaseChangeSchema),
  allowedMoves: z.array(z.enum(growPhases)),
  schedule: scheduleSchema,
  /**
   * Hours of light a day before flowering and in flower (issue 27); null: DEFAULT_LIGHT_HOURS
   * (./results.ts) — 18/6, then 12/12, autoflowers on 18/6 throughout.
   */
  lightHoursVegetative: z.number().int().nullable(),
  lightHoursFlowering: z.number().int().nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type GrowCycle = z.infer<typeof growCycleSchema>;

/** Hours of light a day, whole, 0–24; null: the default. */
const lightHours = wholeNumber(LIGHT_HOURS_MIN, LIGHT_HOURS_MAX).nullish();

export const growCycleBodySchema = z.object({
  name: requiredName,
  /** A seeds line of the user's inventory. */
  seedId: z.uuid('required'),
  growMedium: z.enum(growMediums, 'required'),
  numberOfPlants: positiveWholeNumber(PLANTS_PER_CYCLE_MAX),
  startDate: limitedDaySchema('cycleStart'),
  environmentId: z.uuid('invalid').nullish(),
  lightHoursVegetative: lightHours,
  lightHoursFlowering: lightHours,
  notes: notesSchema,
  /**
   * New plants take one seed each from the seeds line (issue 25); false when the seeds came
   * from elsewhere. Absent means true.
   */
  seedsFromInventory: z.boolean('invalid').optional(),
});
export type GrowCycleBody = z.input<typeof growCycleBodySchema>;

export const updateGrowCycleBodySchema = growCycleBodySchema.partial();
export type UpdateGrowCycleBody = z.input<typeof updateGrowCycleBodySchema>;

/** POST /grow-cycles/{id}/phase. `date` (default today) may be in the past, not the future. */
export const movePhaseBodySchema = z.object({
  phase: z.enum(growPhases, 'required'),
  date: isoDateSchema.optional(),
});
export type MovePhaseBody = z.input<typeof movePhaseBodySchema>;

export const growCyclesQuerySchema = z.object({
  /** `active`: not complete. */
  status: z.enum(['active', 'complete', 'all'], 'invalid').default('all'),
});

// ---------------------------------------------------------------------------------------------
// Plants

export const plantSchema = z.object({
  id: z.uuid(),
  cycleId: z.uuid(),
  cycleName: z.string(),
  cyclePhase: z.enum(growPhases),
  /** 1, 2, 3 … within the cycle. */
  number: z.number().int(),
  name: z.string().nullable(),
  notes: z.string().nullable(),
  // Per-plant records (issue 26) ----------------------------------------------------------------
  sex: z.enum(plantSexes),
  /** Only `growing` plants count towards the legal limit. */
  status: z.enum(plantStatuses),
  /** Why it was removed (only when removed). */
  statusReason: z.enum(removalReasons).nullable(),
  statusNote: z.string().nullable(),
  /** The day it was removed or harvested (null while growing). */
  statusDate: z.string().nullable(),
  // ---------------------------------------------------------------------------------------------
  createdAt: z.iso.datetime(),
});
export type Plant = z.infer<typeof plantSchema>;

export const plantBodySchema = z.object({ name: optionalText, notes: notesSchema });
export type PlantBody = z.input<typeof plantBodySchema>;

/**
 * PATCH /plants/{id}: name and notes, and the plant's records (issue 26). A removed plant needs a
 * reason; back to growing clears reason, note and day. Rules that need the stored plant as well
 * (a reason without `status` in the body) are checked by the API.
 */
export const updatePlantBodySchema = plantBodySchema
  .extend({
    sex: z.enum(plantSexes, 'invalid').optional(),
    status: z.enum(plantStatuses, 'invalid').optional(),
    statusReason: z.enum(removalReasons, 'invalid').nullish(),
    statusNote: notesSchema,
    /** Default today when the status changes to removed or harvested. */
    statusDate: limitedDaySchema('happened').nullish(),
  })
  .superRefine((body, context) => {
    if (body.status === 'removed' && !body.statusReason) {
      context.addIssue({ code: 'custom', path: ['statusReason'], message: 'required' });
    }
    if (body.status && body.status !== 'removed' && body.statusReason) {
      context.addIssue({ code: 'custom', path: ['statusReason'], message: 'invalid' });
    }
  });
export type UpdatePlantBody = z.input<typeof updatePlantBodySchema>;

/** POST /grow-cycles/{id}/plants: a new plant takes a seed from the cycle's line, unless false. */
export const addPlantBodySchema = plantBodySchema.extend({
  seedsFromInventory: z.boolean('invalid').optional(),
});
export type AddPlantBody = z.input<typeof addPlantBodySchema>;

export const plantsQuerySchema = z.object({ cycleId: z.uuid('invalid').optional() });

// ---------------------------------------------------------------------------------------------
// Journal: feeding from the grower's own nutrients (issue 26, ./feeding.ts)

const feedEntryFields = {
  /** Feed entries: the products given, dose × `amountL` each. */
  feed: z.array(feedLineSchema),
};

const feedEntryBodyFields = {
  /**
   * Feed entries only: the grower's own supplies items with a dose per litre of `amountL`
   * (then required); each takes its amount out of the item's stock. On an edit, the new list
   * replaces the old one, whose amounts go back to stock first.
   */
  feed: z.array(feedDoseBodySchema).max(PLAN_DOSES_MAX, 'outOfRange').optional(),
};

// ---------------------------------------------------------------------------------------------
// Journal

export const journalKinds = ['water', 'feed', 'train', 'observe', 'other', 'measure'] as const;
export type JournalKind = (typeof journalKinds)[number];

export const journalEntrySchema = z.object({
  id: z.uuid(),
  cycleId: z.uuid(),
  plantId: z.uuid().nullable(),
  date: z.string(),
  kind: z.enum(journalKinds),
  /** Litres of water or solution. */
  amountL: z.number().nullable(),
  ph: z.number().nullable(),
  /** mS/cm. */
  ec: z.number().nullable(),
  note: z.string().nullable(),
  // Plant records (issue 26) --------------------------------------------------------------------
  heightCm: z.number().nullable(),
  training: z.enum(trainingTechniques).nullable(),
  /** Litres of the new pot, for a transplant. */
  potL: z.number().nullable(),
  health: z.enum(healthCodes).nullable(),
  // ---------------------------------------------------------------------------------------------
  ...feedEntryFields,
  createdAt: z.iso.datetime(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

const measured = (min: number, max: number) =>
  numberOrText(
    'invalid',
    z.coerce.number('invalid').min(min, 'outOfRange').max(max, 'outOfRange'),
  ).nullish();

export const journalEntryBodySchema = z.object({
  /** Not after today. */
  date: limitedDaySchema('happened'),
  kind: z.enum(journalKinds, 'typeRequired'),
  /** A plant of this cycle; none means the whole cycle. */
  plantId: z.uuid('invalid').nullish(),
  amountL: measured(0.01, 1000),
  ph: measured(0, 14),
  ec: measured(0, 20),
  note: notesSchema,
  // Plant records (issue 26) --------------------------------------------------------------------
  heightCm: measured(HEIGHT_CM_MIN, HEIGHT_CM_MAX),
  training: z.enum(trainingTechniques, 'invalid').nullish(),
  potL: measured(POT_L_MIN, POT_L_MAX),
  health: z.enum(healthCodes, 'invalid').nullish(),
  // ---------------------------------------------------------------------------------------------
  ...feedEntryBodyFields,
});
export type JournalEntryBody = z.input<typeof journalEntryBodySchema>;

export const updateJournalEntryBodySchema = journalEntryBodySchema.partial();

/**
 * GET /grow-cycles/{id}/journal?plantId=: one plant's entries and the cycle-wide ones (issue 26).
 */
export const journalQuerySchema = z.object({ plantId: z.uuid('invalid').optional() });

type RecordFields = Partial<
  Pick<
    z.output<typeof journalEntryBodySchema>,
    'kind' | 'heightCm' | 'training' | 'potL' | 'health'
  >
>;

/**
 * The record fields that do not fit the entry (issue 26), as field → code: a training technique
 * only on a `train` entry, a pot size only with a transplant, a health observation only on an
 * `observe` entry, and a `measure` entry needs a height. The API runs it on the stored entry with
 * the change applied; the web on the form.
 */
export function journalRecordProblems(
  entry: RecordFields,
): { field: string; code: 'required' | 'invalid' }[] {
  const problems: { field: string; code: 'required' | 'invalid' }[] = [];
  if (entry.training && entry.kind !== 'train')
    problems.push({ field: 'training', code: 'invalid' });
  if (entry.potL !== null && entry.potL !== undefined && entry.training !== 'transplant') {
    problems.push({ field: 'potL', code: 'invalid' });
  }
  if (entry.health && entry.kind !== 'observe') problems.push({ field: 'health', code: 'invalid' });
  if (entry.kind === 'measure' && (entry.heightCm === null || entry.heightCm === undefined)) {
    problems.push({ field: 'heightCm', code: 'required' });
  }
  return problems;
}
