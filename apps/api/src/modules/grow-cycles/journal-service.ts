import type { StockEnvelope } from '@maryjane/contract/feeding';
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
import {
  checkFeedRules,
  feedLinesOf,
  giveBackFeed,
  lockFeedLines,
  takeFeed,
  type FeedDoses,
} from './journal-feed';
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

async function present(db: Database, ownerId: string, row: journal.JournalRow) {
  const feed = await feedLinesOf(db, ownerId, [row.id]);
  return presentEntry(row, feed.get(row.id) ?? []);
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
  const rows = await journal.listEntryRows(db, ownerId, cycleId, plantId);
  const feed = await feedLinesOf(
    db,
    ownerId,
    rows.filter((row) => row.kind === 'feed').map((row) => row.id),
  );
  return rows.map((row) => presentEntry(row, feed.get(row.id) ?? []));
}

/** A new entry; a feed entry's products come out of stock in the same transaction. */
export async function addJournalEntry(
  db: Database,
  ownerId: string,
  cycleId: string,
  { feed = [], ...values }: z.output<typeof journalEntryBodySchema>,
): Promise<StockEnvelope<JournalEntry>> {
  await requireCycle(db, ownerId, cycleId);
  if (values.plantId) await requirePlantOfCycle(db, cycleId, values.plantId);
  requireFittingRecords(values);
  checkFeedRules(values.kind, values.amountL ?? null, feed);
  const { row, stock } = await db.transaction(async (tx) => {
    const lines = await lockFeedLines(tx, ownerId, feed);
    const inserted = await journal.insertEntry(tx, ownerId, cycleId, values);
    const warnings =
      inserted.amountL === null
        ? []
        : await takeFeed(tx, ownerId, withWater(inserted), feed, lines);
    return { row: inserted, stock: warnings };
  });
  return { data: await present(db, ownerId, row), stock };
}

const withWater = (row: journal.JournalRow) => ({ ...row, amountL: row.amountL ?? 0 });

/**
 * An edit. The products are taken again when they, the water volume or the kind change: what
 * the old ones took goes back to stock first. Without a new list, the old products stay.
 */
export async function updateJournalEntry(
  db: Database,
  ownerId: string,
  id: string,
  { feed, ...values }: z.output<typeof updateJournalEntryBodySchema>,
): Promise<StockEnvelope<JournalEntry>> {
  const entry = isUuid(id) ? await journal.findEntryRow(db, ownerId, id) : null;
  if (!entry) throw notFound();
  if (values.plantId) await requirePlantOfCycle(db, entry.cycleId, values.plantId);
  const kind = values.kind ?? entry.kind;
  const amountL = values.amountL !== undefined ? values.amountL : entry.amountL;
  const refeed =
    feed !== undefined ||
    (entry.kind === 'feed' && (values.amountL !== undefined || values.kind !== undefined));
  if (!refeed && !hasChanges(values)) return { data: await present(db, ownerId, entry), stock: [] };
  const changed = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  );
  requireFittingRecords({ ...entry, ...changed });
  const doses: FeedDoses = refeed
    ? (feed ?? (kind === 'feed' ? await oldDoses(db, ownerId, entry) : []))
    : [];
  checkFeedRules(kind, amountL, doses);
  const { row, stock } = await db.transaction(async (tx) => {
    if (refeed) await giveBackFeed(tx, ownerId, entry);
    const lines = await lockFeedLines(tx, ownerId, doses);
    const updated = hasChanges(values)
      ? await journal.updateEntryRow(tx, ownerId, id, values)
      : entry;
    if (!updated) throw notFound();
    const warnings =
      refeed && updated.amountL !== null
        ? await takeFeed(tx, ownerId, withWater(updated), doses, lines)
        : [];
    return { row: updated, stock: warnings };
  });
  return { data: await present(db, ownerId, row), stock };
}

/** The products an entry has, for taking again at a new volume (deleted lines drop out). */
async function oldDoses(db: Database, ownerId: string, entry: journal.JournalRow) {
  const lines = (await feedLinesOf(db, ownerId, [entry.id])).get(entry.id) ?? [];
  return lines.flatMap((line) =>
    line.itemId ? [{ itemId: line.itemId, dose: line.dose, unit: line.unit }] : [],
  );
}

/**
 * Deletes an entry: what its products took goes back to stock, and its photos go with it (their
 * rows by cascade, their files after the commit).
 */
export async function deleteJournalEntry(
  db: Database,
  files: FileStorage,
  ownerId: string,
  id: string,
) {
  const entry = isUuid(id) ? await journal.findEntryRow(db, ownerId, id) : null;
  if (!entry) throw notFound();
  const photoKeys = await db.transaction(async (tx) => {
    await giveBackFeed(tx, ownerId, entry);
    const keys = await photoFileKeys(tx, ownerId, { entryId: id });
    if (!(await journal.deleteEntryRow(tx, ownerId, id))) throw notFound();
    return keys;
  });
  await removePhotoFiles(files, photoKeys);
}
