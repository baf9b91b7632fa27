import { livingPhases } from '@maryjane/contract/phases';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { growCycles, plants } from '../../db/schema/grow';
import { users } from '../../db/schema/users';

/** Whether the grower grows in Germany (or lives there) and how many adults share the household. */
export async function findHousehold(db: Database, ownerId: string) {
  const [user] = await db
    .select({
      growsInGermany: users.growsInGermany,
      countryId: users.locationCountryId,
      adults: users.adultsInHousehold,
    })
    .from(users)
    .where(eq(users.id, ownerId));
  return user ?? null;
}

/**
 * The plants of the owner's cycles in a living phase, less those removed or harvested (issue
 * 26). A cycle counts `numberOfPlants`: plants without a row of their own still grow.
 */
export async function countLivingPlants(db: Database, ownerId: string): Promise<number> {
  const gone = sql<number>`(select count(*) from ${plants} where ${plants.cycleId} = ${growCycles.id} and ${plants.status} <> 'growing')`;
  const [counted] = await db
    .select({
      plants: sql<number>`coalesce(sum(greatest(${growCycles.numberOfPlants} - ${gone}, 0)), 0)::int`,
    })
    .from(growCycles)
    .where(and(eq(growCycles.ownerId, ownerId), inArray(growCycles.phase, [...livingPhases])));
  return counted?.plants ?? 0;
}
