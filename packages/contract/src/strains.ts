import { z } from 'zod';
import { pageQuery, priceSchema, searchQuery } from './catalogue';
import { NAME_MAX_LENGTH } from './validation';
import { optionalText, optionalUrl, requiredName, wholeNumber } from './zod-helpers';

/** Strains and their producers (spec §3 "Strain", "Custom strain producer"; §7 "Strains"). */

export const thcLevels = ['low', 'medium', 'high'] as const;
export type ThcLevel = (typeof thcLevels)[number];
export const cbdLevels = thcLevels;
export type CbdLevel = ThcLevel;
export const strainEffects = ['body', 'mind', 'mood', 'medical'] as const;
export type StrainEffect = (typeof strainEffects)[number];
export const floweringTypes = ['autoflowering', 'photoperiod'] as const;
export type FloweringType = (typeof floweringTypes)[number];
export const seedTypes = ['feminized', 'regular'] as const;
export type SeedType = (typeof seedTypes)[number];
export const dominances = ['indica', 'sativa', 'hybrid'] as const;
export type Dominance = (typeof dominances)[number];

/** THC bands: low under 10 %, medium 10 to under 18 %, high 18 % and more. */
export function thcLevelOf(percent: number): ThcLevel {
  if (percent < 10) return 'low';
  return percent < 18 ? 'medium' : 'high';
}

/** CBD bands: low under 1 %, medium 1 to under 5 %, high 5 % and more. */
export function cbdLevelOf(percent: number): CbdLevel {
  if (percent < 1) return 'low';
  return percent < 5 ? 'medium' : 'high';
}

export const FLOWERING_WEEKS_MIN = 4;
export const FLOWERING_WEEKS_MAX = 20;

export const producerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  strainCount: z.number().int(),
  custom: z.boolean(),
});
export type Producer = z.infer<typeof producerSchema>;

export const strainSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The breeder, with its seat (ISO 3166-1 alpha-2; null for a grower's own producer). */
  producer: z.object({ id: z.uuid(), name: z.string(), country: z.string().nullable() }),
  floweringType: z.enum(floweringTypes),
  seedType: z.enum(seedTypes).nullable(),
  dominance: z.enum(dominances).nullable(),
  /** Free text of a custom strain ("Indica 70 %"). */
  genetics: z.string().nullable(),
  parents: z.string().nullable(),
  /** Flowering time in weeks (after the switch to 12/12 for photoperiod strains). */
  floweringWeeksMin: z.number().int().nullable(),
  floweringWeeksMax: z.number().int().nullable(),
  /** Typical weeks from seed to harvest. */
  growWeeks: z.number().int().nullable(),
  indoorHeightCm: z.number().int().nullable(),
  yieldIndoorGm2: z.number().int().nullable(),
  thcPercent: z.number().nullable(),
  thcLevel: z.enum(thcLevels).nullable(),
  cbdPercent: z.number().nullable(),
  cbdLevel: z.enum(cbdLevels).nullable(),
  effects: z.array(z.enum(strainEffects)),
  /** Typical prices in € for one seed and a pack of three (not live offers). */
  price1: z.number().nullable(),
  price3: z.number().nullable(),
  link: z.string().nullable(),
  custom: z.boolean(),
});
export type Strain = z.infer<typeof strainSchema>;

export const effectSummarySchema = z.object({
  effect: z.enum(strainEffects),
  count: z.number().int(),
});

export const strainSorts = ['name', '-name', 'price', '-price', 'growWeeks', '-thc'] as const;
export type StrainSort = (typeof strainSorts)[number];

const euros = z.coerce.number('positiveNumber').min(0, 'positiveNumber').max(10_000, 'outOfRange');

export const strainsQuerySchema = z
  .object({
    thcLevel: z.enum(thcLevels, 'invalid').optional(),
    cbd: z.enum(cbdLevels, 'invalid').optional(),
    effect: z.enum(strainEffects, 'invalid').optional(),
    floweringType: z.enum(floweringTypes, 'invalid').optional(),
    seedType: z.enum(seedTypes, 'invalid').optional(),
    maxGrowWeeks: wholeNumber(1, 52).optional(),
    maxIndoorHeight: wholeNumber(10, 500).optional(),
    producer: z.uuid('invalid').optional(),
    minPrice: euros.optional(),
    maxPrice: euros.optional(),
    q: searchQuery,
    sort: z.enum(strainSorts, 'invalid').default('name'),
    ...pageQuery,
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { path: ['maxPrice'], message: 'outOfRange' },
  );
export type StrainsQuery = z.input<typeof strainsQuerySchema>;

const producerName = z
  .string('producerRequired')
  .trim()
  .min(1, 'producerRequired')
  .max(NAME_MAX_LENGTH, 'producerTooLong');

export const customProducerBodySchema = z.object({
  name: producerName,
  website: optionalUrl,
});
export type CustomProducerBody = z.input<typeof customProducerBodySchema>;

export const customStrainBodySchema = z.object({
  name: requiredName,
  /** The producer's name: an existing producer is reused, otherwise one of the user's is made. */
  producer: producerName,
  genetics: optionalText,
  parents: optionalText,
  floweringType: z.enum(floweringTypes, 'required'),
  seedType: z.enum(seedTypes, 'invalid').nullish(),
  floweringWeeks: wholeNumber(FLOWERING_WEEKS_MIN, FLOWERING_WEEKS_MAX).nullish(),
  price1: priceSchema.nullish(),
});
export type CustomStrainBody = z.input<typeof customStrainBodySchema>;
