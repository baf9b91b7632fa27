import {
  journalRecordProblems,
  type JournalEntry,
  type journalEntryBodySchema,
  type updateJournalEntryBodySchema,
} from '@maryjane/contract/grow-cycles';
import { validationMessages } from '@maryjane/contract/validation';
import { isUuid } from '@maryjane/contract/ids';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { fieldError } from '../../platform/http/field-error';
import { notFound, unprocessable } from '../../platform/http-errors';
import { photoFileKeys, removePhotoFiles } from '../photos/service';
import type { FileStorage } from '../../platform/storage/file-storage';
import * as journal from './journal-repository';
import { isPlantOfCycle } from './plants-repository';
import { hasChanges } from './plants-service';
import { presentEntry } from './presenter';
import { requireCycle } from './service';

/** A journal entry's plant must be one of the entry's cycle (422 on plantId). */
async function requirePlantOfCycle(db: Database, cycleId: string, plantId: string) {
  if (!(await isPlantOfCycle(db, cycleId, plantId))) throw fieldError('plantId', 'notFound');
}

/** The record fields must fit the entry they end up in (issue 26; 422 per field). */
function requireFittingRecords(entry: Parameters<typeof journalRecordProblems>[0]) {
  const problems = journalRecordProblems(entry);
  if (problems.length > 0) {
    throw unprocessable(
      problems.map(({ field, code }) => ({ field, code, message: validationMessages[code] })),
    );
  }
}

/** A cycle's entries; with `plantId`, that plant's and the whole cycle's. */
export async function listJournal(
  db: Database,
  ownerId: string,
  cycleId: string,
  plantId?: string,
): Promise<JournalEntry[]> {
  await requireCycle(db, ownerId, cycleId);
  if (plantId) await requirePlantOfCycle(db, cycleId, plantId);
  return (await journal.listEntryRows(db, ownerId, cycleId, plantId)).map(presentEntry);
}

export async function addJournalEntry(
  db: Database,
  ownerId: string,
  cycleId: string,
  values: z.output<typeof journalEntryBodySchema>,
): Promise<JournalEntry> {
  await requireCycle(db, ownerId, cycleId);
  if (values.plantId) await requirePlantOfCycle(db, cycleId, values.plantId);
  requireFittingRecords(values);
  return presentEntry(await journal.insertEntry(db, ownerId, cycleId, values));
}

export async function updateJournalEntry(
  db: Database,
  ownerId: string,
  id: string,
  values: z.output<typeof updateJournalEntryBodySchema>,
): Promise<JournalEntry> {
  const entry = isUuid(id) ? await journal.findEntryRow(db, ownerId, id) : null;
  if (!entry) throw notFound();
  if (values.plantId) await requirePlantOfCycle(db, entry.cycleId, values.plantId);
  if (!hasChanges(values)) return presentEntry(entry);
  const changed = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  );
  requireFittingRecords({ ...entry, ...changed });
  const row = await journal.updateEntryRow(db, ownerId, id, values);
  if (!row) throw notFound();
  return presentEntry(row);
}

/** The entry's photos go with it: their rows by cascade, their files after the commit. */
export async function deleteJournalEntry(
  db: Database,
  files: FileStorage,
  ownerId: string,
  id: string,
) {
  if (!isUuid(id)) throw notFound();
  const photoKeys = await db.transaction(async (tx) => {
    const keys = await photoFileKeys(tx, ownerId, { entryId: id });
    return (await journal.deleteEntryRow(tx, ownerId, id)) ? keys : null;
  });
  if (!photoKeys) throw notFound();
  await removePhotoFiles(files, photoKeys);
}
