import type {
  Environment,
  environmentBodySchema,
  updateEnvironmentBodySchema,
} from '@maryjane/contract/environments';
import { isUuid } from '@maryjane/contract/ids';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../platform/errors';
import { fieldError } from '../../platform/http/field-error';
import { notFound } from '../../platform/http-errors';
import { presentEnvironment } from './presenter';
import * as repository from './repository';

type CreateValues = z.output<typeof environmentBodySchema>;
type UpdateValues = z.output<typeof updateEnvironmentBodySchema>;

async function present(db: Database, rows: repository.EnvironmentRow[]): Promise<Environment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [equipment, cycles] = await Promise.all([
    repository.equipmentOf(db, ids),
    repository.activeCycleCounts(db, ids),
  ]);
  return rows.map((row) =>
    presentEnvironment(
      row,
      equipment,
      cycles.find((entry) => entry.environmentId === row.id)?.active ?? 0,
    ),
  );
}

export async function listEnvironments(db: Database, ownerId: string): Promise<Environment[]> {
  return present(db, await repository.listEnvironmentRows(db, ownerId));
}

export async function getEnvironment(
  db: Database,
  ownerId: string,
  id: string,
): Promise<Environment> {
  const row = isUuid(id) ? await repository.findEnvironmentRow(db, ownerId, id) : null;
  if (!row) throw notFound();
  const [environment] = await present(db, [row]);
  if (!environment) throw notFound();
  return environment;
}

/** For a path's environment: another grower's is as unknown as one that does not exist (404). */
export async function requireEnvironment(db: Database, ownerId: string, id: string) {
  if (!isUuid(id) || !(await repository.findEnvironmentRow(db, ownerId, id))) throw notFound();
}

/** For an environment named in a body: not the grower's is a field error (422) on `field`. */
export async function requireEnvironmentField(
  db: Database,
  ownerId: string,
  id: string,
  field = 'environmentId',
) {
  if (!isUuid(id) || !(await repository.findEnvironmentRow(db, ownerId, id))) {
    throw fieldError(field, 'notFound');
  }
}

/** Every id must be one of the owner's equipment lines. */
async function ownEquipment(db: Database, ownerId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  if ((await repository.countOwnEquipment(db, ownerId, unique)) !== unique.length) {
    throw fieldError('equipmentIds', 'notFound');
  }
  return unique;
}

/** Two environments of one grower never share a name (case-insensitively). */
async function nameTakenGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', 'nameTaken');
    throw error;
  }
}

export async function createEnvironment(
  db: Database,
  ownerId: string,
  { equipmentIds, ...values }: CreateValues,
): Promise<Environment> {
  const equipment = await ownEquipment(db, ownerId, equipmentIds);
  const id = await nameTakenGuard(() =>
    repository.insertEnvironment(db, ownerId, values, equipment),
  );
  return getEnvironment(db, ownerId, id);
}

export async function updateEnvironment(
  db: Database,
  ownerId: string,
  id: string,
  { equipmentIds, ...values }: UpdateValues,
): Promise<Environment> {
  if (!isUuid(id)) throw notFound();
  const equipment =
    equipmentIds === undefined ? undefined : await ownEquipment(db, ownerId, equipmentIds);
  const updated = await nameTakenGuard(() =>
    repository.updateEnvironmentRow(db, ownerId, id, values, equipment),
  );
  if (!updated) throw notFound();
  return getEnvironment(db, ownerId, id);
}

export async function deleteEnvironment(db: Database, ownerId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteEnvironmentRow(db, ownerId, id))) throw notFound();
}

/** The names the grower's environments already have, in lower case (names are unique so). */
export function takenEnvironmentNames(db: Database, ownerId: string): Promise<Set<string>> {
  return repository.lowerCaseNamesOf(db, ownerId);
}
