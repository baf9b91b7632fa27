import { z } from 'zod';
import { harvestCheckSchema } from './legal';
import { limitedDaySchema, notesSchema, numberOrText, wholeNumber } from './zod-helpers';

/**
 * Harvest records (issue 27): one per plant, filled in step by step — the wet weight at the cut,
 * the trim taken off, the dry weight after drying and the weight after curing, each with its day,
 * and a rating of smell, taste and effect (1–5). A cycle's yield is the sum of its plants'.
 */

/** Grams one plant can weigh at most: a record above it is a typo (kg for g). */
export const HARVEST_WEIGHT_G_MAX = 20_000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const harvestRatings = ['smell', 'taste', 'effect'] as const;
export type HarvestRating = (typeof harvestRatings)[number];

/** The steps in order; each weighs no more than the one before and happens no earlier. */
export const harvestSteps = ['wet', 'dry', 'cured'] as const;
export type HarvestStep = (typeof harvestSteps)[number];

export const harvestSchema = z.object({
  plantId: z.uuid(),
  cycleId: z.uuid(),
  plantNumber: z.number().int(),
  plantName: z.string().nullable(),
  /** Grams at the cut, before trimming. */
  wetG: z.number().nullable(),
  wetDate: z.string().nullable(),
  /** Grams of leaf and trim taken off (wet or dry, as the grower trimmed). */
  trimG: z.number().nullable(),
  /** Grams of dried flower, trimmed. */
  dryG: z.number().nullable(),
  dryDate: z.string().nullable(),
  /** Grams after curing in jars. */
  curedG: z.number().nullable(),
  curedDate: z.string().nullable(),
  smell: z.number().int().nullable(),
  taste: z.number().int().nullable(),
  effect: z.number().int().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type Harvest = z.infer<typeof harvestSchema>;

/** The dried weight a harvest counts with: after curing if weighed, else after drying. */
export function finalWeight(harvest: Pick<Harvest, 'dryG' | 'curedG'>): number | null {
  return harvest.curedG ?? harvest.dryG;
}

const grams = numberOrText(
  'invalid',
  z.coerce
    .number('invalid')
    .finite('invalid')
    .positive('positiveNumber')
    .max(HARVEST_WEIGHT_G_MAX, 'outOfRange'),
)
  .transform((value) => Math.round(value * 10) / 10)
  .nullish();
const day = limitedDaySchema('happened').nullish();
const rating = wholeNumber(RATING_MIN, RATING_MAX).nullish();

/**
 * PUT /plants/{id}/harvest: the whole record (absent or null fields are cleared). Later steps
 * weigh no more than earlier ones (cured ≤ dry ≤ wet, trim ≤ wet) and are not dated earlier.
 */
export const harvestBodySchema = z
  .object({
    wetG: grams,
    wetDate: day,
    trimG: grams,
    dryG: grams,
    dryDate: day,
    curedG: grams,
    curedDate: day,
    smell: rating,
    taste: rating,
    effect: rating,
    notes: notesSchema,
  })
  .superRefine((body, context) => {
    const heavier = (later: number | null | undefined, earlier: number | null | undefined) =>
      typeof later === 'number' && typeof earlier === 'number' && later > earlier;
    const earlier = (later: string | null | undefined, before: string | null | undefined) =>
      typeof later === 'string' && typeof before === 'string' && later < before;
    const problem = (path: string, message: 'weightOrder' | 'dateOrder') =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (heavier(body.trimG, body.wetG)) problem('trimG', 'weightOrder');
    if (heavier(body.dryG, body.wetG)) problem('dryG', 'weightOrder');
    if (heavier(body.curedG, body.dryG ?? body.wetG)) problem('curedG', 'weightOrder');
    if (earlier(body.dryDate, body.wetDate)) problem('dryDate', 'dateOrder');
    if (earlier(body.curedDate, body.dryDate ?? body.wetDate)) problem('curedDate', 'dateOrder');
  });
export type HarvestBody = z.input<typeof harvestBodySchema>;

/** PUT /plants/{id}/harvest answers the saved record and the cycle's dried harvest at home. */
export const harvestAnswerSchema = z.object({ data: harvestSchema, legal: harvestCheckSchema });
export type HarvestAnswer = z.infer<typeof harvestAnswerSchema>;

/** GET /grow-cycles/{id}/harvests: the cycle's records by plant number, and the same check. */
export const cycleHarvestsSchema = z.object({
  data: harvestSchema.array(),
  legal: harvestCheckSchema,
});
export type CycleHarvests = z.infer<typeof cycleHarvestsSchema>;
