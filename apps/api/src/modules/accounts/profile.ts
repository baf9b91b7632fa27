import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { UpdateLocationBody, User } from '@maryjane/contract/user';
import { HttpError } from '../../platform/http-errors';
import { findPlaceProblem } from '../places/places-data';
import { accountErrors } from './account-errors';
import { prepareAvatar } from './avatar-image';
import type { AccountDeps } from './deps';
import { presentUser } from './present-user';
import * as repo from './repository';

export async function getUser(deps: AccountDeps, userId: string): Promise<User> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw accountErrors.invalidCredentials();
  return presentUser(user);
}

export async function updateUsername(deps: AccountDeps, userId: string, username: string) {
  return presentUser(await repo.updateUser(deps.db, userId, { username }));
}

/** Saves the grower's place (for weather) after checking it against the places data. */
export async function updateLocation(deps: AccountDeps, userId: string, body: UpdateLocationBody) {
  const problem = await findPlaceProblem({
    countryId: body.locationCountryId,
    stateId: body.locationStateId,
    cityId: body.locationCityId,
  });
  if (problem) {
    const message = 'This place is unknown or does not belong to the one chosen before it';
    throw new HttpError(422, ErrorCode.invalidLocation, message, [
      { field: problem, code: ErrorCode.invalidLocation, message },
    ]);
  }
  return presentUser(await repo.updateUser(deps.db, userId, body));
}

async function removeStored(deps: AccountDeps, url: string | null) {
  const key = url ? deps.storage.keyOf(url) : null;
  if (key) await deps.storage.remove(key);
}

/** Stores the re-encoded image under a fresh name (so caches never show the old one). */
export async function setAvatar(deps: AccountDeps, userId: string, upload: Buffer) {
  const image = await prepareAvatar(upload);
  const key = `avatars/${userId}-${randomBytes(6).toString('hex')}.${image.extension}`;
  const previous = await repo.findUserById(deps.db, userId);
  await deps.storage.put(key, image.content);
  const user = await repo.updateUser(deps.db, userId, { avatarUrl: deps.storage.urlOf(key) });
  await removeStored(deps, previous?.avatarUrl ?? null);
  return { avatarUrl: user.avatarUrl };
}

export async function removeAvatar(deps: AccountDeps, userId: string) {
  const previous = await repo.findUserById(deps.db, userId);
  await repo.updateUser(deps.db, userId, { avatarUrl: null });
  await removeStored(deps, previous?.avatarUrl ?? null);
  return { avatarUrl: null };
}

/**
 * How many adults share the household and whether they grow in Germany: the legal plant limit
 * counts per adult. An absent answer keeps the saved one.
 */
export async function updateHousehold(
  deps: AccountDeps,
  userId: string,
  household: {
    adultsInHousehold: number;
    growsInGermany?: boolean | null | undefined;
    electricityPrice?: number | null | undefined;
  },
) {
  const { adultsInHousehold, growsInGermany, electricityPrice } = household;
  return presentUser(
    await repo.updateUser(deps.db, userId, {
      adultsInHousehold,
      ...(growsInGermany === undefined ? {} : { growsInGermany }),
      ...(electricityPrice === undefined ? {} : { electricityPrice }),
    }),
  );
}
