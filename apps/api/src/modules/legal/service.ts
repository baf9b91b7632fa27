import {
  checkHarvest,
  checkPlants,
  type HarvestCheck,
  type LegalCheck,
} from '@maryjane/contract/legal';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http-errors';
import { countLivingPlants, findHousehold } from './repository';

/** Whether the grower's living plants, in all their cycles, stay within the household's limit. */
export async function legalCheck(db: Database, ownerId: string): Promise<LegalCheck> {
  return checkPlants(await household(db, ownerId), await countLivingPlants(db, ownerId));
}

/** Whether `driedG` grams of dried harvest stay within what the household may keep at home. */
export async function harvestCheck(
  db: Database,
  ownerId: string,
  driedG: number,
): Promise<HarvestCheck> {
  return checkHarvest(await household(db, ownerId), driedG);
}

async function household(db: Database, ownerId: string) {
  const found = await findHousehold(db, ownerId);
  if (!found) throw notFound();
  return found;
}

/** A write's answer with the legal check after it (`withLegal` in the contract). */
export async function withLegalCheck<T>(db: Database, ownerId: string, data: T) {
  return { data, legal: await legalCheck(db, ownerId) };
}
