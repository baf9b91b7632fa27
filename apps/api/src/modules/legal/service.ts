import { PLANTS_PER_ADULT_DE, type LegalCheck } from '@maryjane/contract/grow-cycles';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http-errors';
import { countLivingPlants, findHousehold } from './repository';

/** Countries whose home-grow plant limit MaryJane knows, per adult. */
const plantsPerAdult: Record<string, number> = { DE: PLANTS_PER_ADULT_DE };

/** Whether the grower's living plants stay within their country's limit for the household. */
export async function legalCheck(db: Database, ownerId: string): Promise<LegalCheck> {
  const household = await findHousehold(db, ownerId);
  if (!household) throw notFound();
  const living = await countLivingPlants(db, ownerId);
  const perAdult = household.country ? plantsPerAdult[household.country] : undefined;
  const limit = perAdult === undefined ? null : perAdult * household.adults;
  return {
    applies: limit !== null,
    country: household.country,
    adults: household.adults,
    limit,
    plants: living,
    exceeded: limit !== null && living > limit,
  };
}
