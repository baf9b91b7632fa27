import { outdoorEnvironmentTypes } from '@maryjane/contract/environments';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { environments } from '../../db/schema/grow';
import { users } from '../../db/schema/users';

export interface SavedPlace {
  countryId: string | null;
  stateId: string | null;
  cityId: string | null;
}

/** The place the grower saved in their account; all parts null when none is saved. */
export async function findSavedPlace(db: Database, userId: string): Promise<SavedPlace> {
  const [place] = await db
    .select({
      countryId: users.locationCountryId,
      stateId: users.locationStateId,
      cityId: users.locationCityId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return place ?? { countryId: null, stateId: null, cityId: null };
}

/** Whether the grower has an environment the weather reaches (outdoors or a greenhouse). */
export async function hasOutdoorEnvironment(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: environments.id })
    .from(environments)
    .where(
      and(
        eq(environments.ownerId, userId),
        inArray(environments.type, [...outdoorEnvironmentTypes]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
