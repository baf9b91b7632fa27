import { z } from 'zod';
import { positiveWholeNumber } from './zod-helpers';
import { electricityPriceSchema } from './electricity';

/**
 * The home-grow plant limit (spec §7 "Legal check"): one rule for the API's check and every
 * warning of the web app. MaryJane only warns; it never blocks a plant.
 */

/** Germany's KCanG allows 3 plants per adult at their home (§ 9 KCanG, since 1 April 2024). */
export const PLANTS_PER_ADULT_DE = 3;
export const ADULTS_MAX = 20;

/** What the limit depends on. */
export interface Household {
  /** The grower's answer to "do you grow in Germany?"; null: not answered yet. */
  growsInGermany: boolean | null;
  /** The weather location's country: the answer for growers who have not given one. */
  countryId: string | null;
  adults: number;
}

/** Whether German law applies: the grower's answer, else whether their location is in Germany. */
export function growsInGermany(household: Pick<Household, 'growsInGermany' | 'countryId'>) {
  return household.growsInGermany ?? household.countryId === 'DE';
}

/** How many living plants the household may have at once; null where no limit is known. */
export function plantAllowance(household: Household): number | null {
  return growsInGermany(household) ? PLANTS_PER_ADULT_DE * household.adults : null;
}

export const legalCheckSchema = z.object({
  /** Whether a plant limit is known for the grower (today: growing in Germany). */
  applies: z.boolean(),
  /** The country whose limit applies ('DE'), or null. */
  country: z.string().nullable(),
  adults: z.number().int(),
  limit: z.number().int().nullable(),
  /** Plants in cycles that are germinating, vegetative or flowering (or planned to be). */
  plants: z.number().int(),
  exceeded: z.boolean(),
});
export type LegalCheck = z.infer<typeof legalCheckSchema>;

/** `plants` living (or planned) plants against the household's allowance. */
export function checkPlants(household: Household, plants: number): LegalCheck {
  const limit = plantAllowance(household);
  return {
    applies: limit !== null,
    country: limit === null ? null : 'DE',
    adults: household.adults,
    limit,
    plants,
    exceeded: limit !== null && plants > limit,
  };
}

/** The same check for another number of plants: what a change before saving would make it. */
export function withPlants(check: LegalCheck, plants: number): LegalCheck {
  return { ...check, plants, exceeded: check.limit !== null && plants > check.limit };
}

/**
 * A default number of plants that stays within the allowance: `wanted`, or what the allowance
 * leaves after the check's plants (at least 1, a cycle needs a plant); `wanted` where none applies.
 */
export function plantsWithinAllowance(check: LegalCheck, wanted: number): number {
  if (check.limit === null) return wanted;
  return Math.max(1, Math.min(wanted, check.limit - check.plants));
}

export const householdBodySchema = z.object({
  adultsInHousehold: positiveWholeNumber(ADULTS_MAX),
  /** "Do you grow in Germany?"; null takes the answer back (the location decides again). */
  growsInGermany: z.boolean('invalid').nullish(),
  /** € per kWh for harvest costs (issue 27); null: the default; absent keeps the saved one. */
  electricityPrice: electricityPriceSchema.nullish(),
});

// ---------------------------------------------------------------------------------------------
// After the harvest (issue 27)

/**
 * Germany's KCanG allows each adult to keep up to 50 g of dried cannabis at home
 * (§ 3 Abs. 2 Nr. 1 KCanG); the harvest of the home grow counts. MaryJane warns, never blocks.
 */
export const HOME_POSSESSION_G_PER_ADULT_DE = 50;

export const harvestCheckSchema = z.object({
  applies: z.boolean(),
  country: z.string().nullable(),
  adults: z.number().int(),
  /** Grams the household may keep at home; null where no limit is known. */
  limitG: z.number().nullable(),
  /** Grams of dried harvest counted (the cycle's). */
  driedG: z.number(),
  exceeded: z.boolean(),
});
export type HarvestCheck = z.infer<typeof harvestCheckSchema>;

/** `driedG` grams of dried harvest against what the household may keep at home. */
export function checkHarvest(household: Household, driedG: number): HarvestCheck {
  const applies = growsInGermany(household);
  const limitG = applies ? HOME_POSSESSION_G_PER_ADULT_DE * household.adults : null;
  return {
    applies,
    country: applies ? 'DE' : null,
    adults: household.adults,
    limitG,
    driedG,
    exceeded: limitG !== null && driedG > limitG,
  };
}
