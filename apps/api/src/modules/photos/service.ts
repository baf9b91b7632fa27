import { randomBytes } from 'node:crypto';
import { todayIso } from '@maryjane/contract/dates';
import { isUuid } from '@maryjane/contract/ids';
import {
  photoSizes,
  photoUploadFieldsSchema,
  type Photo,
  type PhotoSize,
} from '@maryjane/contract/photos';
import type { FieldError } from '@maryjane/contract/errors';
import { isValidationCode, validationMessages } from '@maryjane/contract/validation';
import type { Database } from '../../db/client';
import { fieldError } from '../../platform/http/field-error';
import { notFound, unprocessable } from '../../platform/http-errors';
import { PRIVATE_KEY_PREFIX, type FileStorage } from '../../platform/storage/file-storage';
import type { PreparedPhoto } from './photo-image';
import { presentPhoto } from './presenter';
import * as repository from './repository';
import type { PhotoScope } from './repository';
import { isValidSignature } from './url-signing';

/** What the photo rules need: the database, where files live, and the address-signing secret. */
export interface PhotoDeps {
  db: Database;
  storage: FileStorage;
  secret: string;
}

/** Storage keys of a photo's two files, below the prefix /uploads never serves. */
export function newFileKeys(ownerId: string) {
  const name = `${PRIVATE_KEY_PREFIX}photos/${ownerId}/${randomBytes(12).toString('hex')}`;
  return { largeKey: `${name}-large.jpg`, thumbKey: `${name}-thumb.jpg` };
}

function parseFields(fields: Record<string, string>) {
  const parsed = photoUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => {
    const code = isValidationCode(issue.message) ? issue.message : 'invalid';
    return { field: issue.path.join('.'), code, message: validationMessages[code] };
  });
  throw unprocessable(errors);
}

/**
 * Stores a photo of one of the grower's cycles, optionally of one of its plants or journal
 * entries (a photo of an entry about a plant is a photo of that plant too).
 */
/** Another grower's cycle, or no cycle at all: 404. */
export async function requireOwnCycle(db: Database, ownerId: string, cycleId: string) {
  if (!isUuid(cycleId) || !(await repository.isOwnCycle(db, ownerId, cycleId))) throw notFound();
}

export async function addPhoto(
  deps: PhotoDeps,
  ownerId: string,
  cycleId: string,
  upload: { image: PreparedPhoto; fields: Record<string, string> },
): Promise<Photo> {
  const { db, storage } = deps;
  await requireOwnCycle(db, ownerId, cycleId);
  const fields = parseFields(upload.fields);
  let plantId = fields.plantId ?? null;
  if (plantId && !(await repository.isPlantOfCycle(db, ownerId, cycleId, plantId))) {
    throw fieldError('plantId', 'notFound');
  }
  if (fields.entryId) {
    const entryPlant = await repository.plantOfEntry(db, ownerId, cycleId, fields.entryId);
    if (entryPlant === undefined) throw fieldError('entryId', 'notFound');
    plantId ??= entryPlant;
  }
  const { image } = upload;
  const keys = newFileKeys(ownerId);
  await storage.put(keys.largeKey, image.large);
  await storage.put(keys.thumbKey, image.thumb);
  try {
    const row = await repository.insertPhoto(db, {
      ownerId,
      cycleId,
      plantId,
      entryId: fields.entryId ?? null,
      takenOn: fields.takenOn ?? todayIso(),
      width: image.width,
      height: image.height,
      ...keys,
    });
    return presentPhoto(row, deps.secret, Date.now());
  } catch (error) {
    // The cycle, plant or entry went away meanwhile: no file stays without its row.
    await removePhotoFiles(storage, [keys.largeKey, keys.thumbKey]);
    throw error;
  }
}

export async function listPhotos(
  deps: PhotoDeps,
  ownerId: string,
  cycleId: string,
  plantId?: string,
): Promise<Photo[]> {
  if (!isUuid(cycleId) || !(await repository.isOwnCycle(deps.db, ownerId, cycleId))) {
    throw notFound();
  }
  const rows = await repository.listPhotos(deps.db, ownerId, cycleId, plantId);
  const now = Date.now();
  return rows.map((row) => presentPhoto(row, deps.secret, now));
}

/** A cycle's photos with addresses signed for its owner, oldest first (the grow report's). */
export async function photosOfCycle(
  db: Database,
  secret: string,
  ownerId: string,
  cycleId: string,
): Promise<Photo[]> {
  const rows = await repository.listPhotos(db, ownerId, cycleId);
  const now = Date.now();
  return rows
    .map((row) => presentPhoto(row, secret, now))
    .sort((a, b) => a.takenOn.localeCompare(b.takenOn) || a.createdAt.localeCompare(b.createdAt));
}

export async function deletePhoto(deps: PhotoDeps, ownerId: string, id: string) {
  const row = isUuid(id) ? await repository.deletePhotoRow(deps.db, ownerId, id) : null;
  if (!row) throw notFound();
  await removePhotoFiles(deps.storage, [row.largeKey, row.thumbKey]);
}

/**
 * The file behind a signed address. Anything wrong (unknown photo or size, another owner's
 * signature, an altered or expired address) is the same 404.
 */
export async function photoFile(
  deps: PhotoDeps,
  id: string,
  size: string,
  query: { expires?: string; signature?: string },
): Promise<{ content: Buffer; expires: number }> {
  if (!isUuid(id) || !photoSizes.includes(size as PhotoSize)) throw notFound();
  const row = await repository.findPhoto(deps.db, id);
  if (!row) throw notFound();
  const file = { photoId: id, size: size as PhotoSize, ownerId: row.ownerId };
  if (!isValidSignature(deps.secret, file, query.expires, query.signature, Date.now())) {
    throw notFound();
  }
  const content = await deps.storage.read(size === 'large' ? row.largeKey : row.thumbKey);
  if (!content) throw notFound();
  return { content, expires: Number(query.expires) };
}

/**
 * The files of the photos that go when a cycle, plant, entry or the whole account is deleted.
 * Read them in the deleting transaction, before the row goes; remove them after the commit.
 */
export function photoFileKeys(db: Database, ownerId: string, scope: PhotoScope) {
  return repository.fileKeysOf(db, ownerId, scope);
}

/** Removes stored files; a file already gone is no error. */
export async function removePhotoFiles(storage: FileStorage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key)));
}

/** The grower's photo rows with their files' keys, for the export's archive. */
export const photosToExport = (db: Database, ownerId: string) => repository.allPhotos(db, ownerId);
