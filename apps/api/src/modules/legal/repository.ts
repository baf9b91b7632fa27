import { livingPhases } from '@maryjane/contract/phases';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { growCycles } from '../../db/schema/grow';
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

/** The plants of the owner's cycles in a living phase. */
export async function countLivingPlants(db: Database, ownerId: string): Promise<number> {
  const [counted] = await db
    .select({ plants: sql<number>`coalesce(sum(${growCycles.numberOfPlants}), 0)::int` })
    .from(growCycles)
    .where(and(eq(growCycles.ownerId, ownerId), inArray(growCycles.phase, [...livingPhases])));
  return counted?.plants ?? 0;
}
