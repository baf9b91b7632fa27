import type { User } from '@maryjane/contract/user';
import type { UserRow } from './repository';

/** The user as the API shows it: never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    avatarUrl: row.avatarUrl,
    locationCountryId: row.locationCountryId,
    locationStateId: row.locationStateId,
    locationCityId: row.locationCityId,
    adultsInHousehold: row.adultsInHousehold,
    growsInGermany: row.growsInGermany,
    electricityPrice: row.electricityPrice,
    createdAt: row.createdAt.toISOString(),
  };
}
