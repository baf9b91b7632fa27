import { z } from 'zod';
import { languageSchema } from './language';

/**
 * Places for the weather forecast (spec §7 "Location"). Ids: a country is its ISO 3166-1 code
 * ("DE"), a state its ISO 3166-2 code ("DE-BE"), a city "<state id>:<name>" ("DE-BE:Berlin").
 */
export const countryIdSchema = z.string().regex(/^[A-Z]{2}$/, 'invalid');
// A few subdivision codes of the data have two parts ("GB-SH-AC", "US-UM-67").
export const stateIdSchema = z
  .string()
  .regex(/^[A-Z]{2}-[A-Z0-9]{1,4}(?:-[A-Z0-9]{1,4})?$/, 'invalid');
export const cityIdSchema = z.string().min(6).max(160);

/** Null where the data has none (some states): never a made-up 0°, 0°. */
const coordinates = { latitude: z.number().nullable(), longitude: z.number().nullable() };

/**
 * The place's names other than `name`, for the search only (issue 30): in the other language
 * and the local one (Deutschland, Österreich), and well-known exonyms (München for "Munich",
 * Cologne for "Köln"). Left out where there are none.
 */
const otherNames = { otherNames: z.array(z.string()).optional() };

export const countrySchema = z.object({
  id: z.string(),
  name: z.string(),
  flag: z.string(),
  ...coordinates,
  ...otherNames,
});
export const stateSchema = z.object({
  id: z.string(),
  countryId: z.string(),
  name: z.string(),
  ...coordinates,
  ...otherNames,
});
export const citySchema = z.object({
  id: z.string(),
  stateId: z.string(),
  name: z.string(),
  ...coordinates,
  ...otherNames,
});

export type Country = z.infer<typeof countrySchema>;
export type State = z.infer<typeof stateSchema>;
export type City = z.infer<typeof citySchema>;

export const countriesQuerySchema = z.object({ locale: languageSchema.optional() });
export const statesQuerySchema = z.object({ countryId: countryIdSchema });
export const citiesQuerySchema = z.object({ stateId: stateIdSchema });
