import { z } from 'zod';
import { numberOrText } from './zod-helpers';

/**
 * Feeding from the grower's own nutrients (issue 26): a feed entry of the journal names supplies
 * items with a dose per litre and takes dose × water volume out of their stock; a feeding plan
 * per cycle (phase, or phase and week in it → products and doses) becomes the cycle's weekly
 * feed tasks. The catalogue ships no manufacturer chart: none could be cited from its published
 * source here, so the grower writes the plan (or copies it from an earlier cycle).
 */

/** How much of a consumable is left, in these units. */
export const stockUnits = ['ml', 'g'] as const;
export type StockUnit = (typeof stockUnits)[number];

export const doseUnits = ['ml/L', 'g/L'] as const;
export type DoseUnit = (typeof doseUnits)[number];

/** The unit of the amount a dose per litre gives. */
export const amountUnitOf: Record<DoseUnit, StockUnit> = { 'ml/L': 'ml', 'g/L': 'g' };

export const DOSE_MIN = 0.01;
export const DOSE_MAX = 100;
export const STOCK_AMOUNT_MAX = 1_000_000;

/** Amount of a product for `waterL` litres at `dose` per litre, to 0.01 ml or g. */
export function feedAmount(dose: number, waterL: number): number {
  return Math.round(dose * waterL * 100) / 100;
}

const doseSchema = numberOrText(
  'invalid',
  z.coerce.number('invalid').min(DOSE_MIN, 'outOfRange').max(DOSE_MAX, 'outOfRange'),
);

/** One product of a feed entry or a plan row: one of the grower's supplies items. */
export const feedDoseBodySchema = z.object({
  itemId: z.uuid('required'),
  dose: doseSchema,
  unit: z.enum(doseUnits, 'required'),
});
export type FeedDoseBody = z.input<typeof feedDoseBodySchema>;

/** Stock for a supplies item: how much is left, in ml or g; both or neither. */
export const stockBodyFields = {
  stockAmount: numberOrText(
    'invalid',
    z.coerce.number('invalid').min(0, 'outOfRange').max(STOCK_AMOUNT_MAX, 'outOfRange'),
  ).nullish(),
  stockUnit: z.enum(stockUnits, 'invalid').nullish(),
};

// ---------------------------------------------------------------------------------------------
// Feed entries

/** The products of a feed entry, as stored: the name stays when the item is deleted. */
export const feedLineSchema = z.object({
  /** Null once the supplies item is deleted. */
  itemId: z.uuid().nullable(),
  name: z.string(),
  dose: z.number(),
  unit: z.enum(doseUnits),
  /** dose × the entry's water volume, in ml or g. */
  amount: z.number(),
});
export type FeedLine = z.infer<typeof feedLineSchema>;

/** A product whose stock did not cover the feed: the entry is saved anyway. */
export const stockWarningSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  /** What the feed needed, in `unit`. */
  needed: z.number(),
  unit: z.enum(stockUnits),
  /** What is left now; null when the item's stock (in this unit) is not known. */
  left: z.number().nullable(),
  /** What the stock lacked (0 when unknown). */
  short: z.number(),
});
export type StockWarning = z.infer<typeof stockWarningSchema>;

/** Writes of a feed entry answer `{ data, stock }`: the warnings after taking from stock. */
export function withStock<T extends z.ZodType>(data: T) {
  return z.object({ data, stock: z.array(stockWarningSchema) });
}
export type StockEnvelope<T> = { data: T; stock: StockWarning[] };

// ---------------------------------------------------------------------------------------------
// Feeding plan

export const planPhases = ['germinate', 'vegetative', 'flowering'] as const;
export type PlanPhase = (typeof planPhases)[number];
export const PLAN_WEEK_MAX = 20;
export const PLAN_ROWS_MAX = 60;
export const PLAN_DOSES_MAX = 8;

export const feedingPlanRowBodySchema = z.object({
  phase: z.enum(planPhases, 'required'),
  /** Week of the phase (1 = its first); none: every week of the phase without a row of its own. */
  week: numberOrText(
    'integer',
    z.coerce.number('integer').int('integer').min(1, 'outOfRange').max(PLAN_WEEK_MAX, 'outOfRange'),
  ).nullish(),
  doses: z.array(feedDoseBodySchema).min(1, 'required').max(PLAN_DOSES_MAX, 'outOfRange'),
});

/** PUT /grow-cycles/{id}/feeding-plan: the whole plan; one row per phase and week. */
export const feedingPlanBodySchema = z
  .object({ rows: z.array(feedingPlanRowBodySchema).max(PLAN_ROWS_MAX, 'outOfRange') })
  .superRefine(({ rows }, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = `${row.phase}:${row.week ?? ''}`;
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', message: 'duplicate', path: ['rows', index, 'week'] });
      }
      seen.add(key);
    });
  });
export type FeedingPlanBody = z.input<typeof feedingPlanBodySchema>;

export const planDoseSchema = z.object({
  itemId: z.uuid().nullable(),
  name: z.string(),
  dose: z.number(),
  unit: z.enum(doseUnits),
});
export type PlanDose = z.infer<typeof planDoseSchema>;

export const feedingPlanRowSchema = z.object({
  phase: z.enum(planPhases),
  week: z.number().int().nullable(),
  doses: z.array(planDoseSchema),
});
export type FeedingPlanRow = z.infer<typeof feedingPlanRowSchema>;

export const feedingPlanSchema = z.object({ rows: z.array(feedingPlanRowSchema) });
export type FeedingPlan = z.infer<typeof feedingPlanSchema>;

/** POST /grow-cycles/{id}/feeding-plan/copy: replaces the plan with an earlier cycle's. */
export const copyFeedingPlanBodySchema = z.object({ fromCycleId: z.uuid('required') });

// ---------------------------------------------------------------------------------------------
// The plan's tasks

/** What a feed task of the schedule says: the week of the phase and its doses. */
export const feedTaskSchema = z.object({
  phase: z.enum(planPhases),
  week: z.number().int(),
  doses: z.array(planDoseSchema.omit({ itemId: true })),
});
export type FeedTask = z.infer<typeof feedTaskSchema>;

export { feedTaskText } from './feed-task-text';
