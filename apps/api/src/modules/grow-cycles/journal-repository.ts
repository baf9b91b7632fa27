import type {
  journalEntryBodySchema,
  updateJournalEntryBodySchema,
} from '@maryjane/contract/grow-cycles';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { journalEntries } from '../../db/schema/grow';

export type JournalRow = typeof journalEntries.$inferSelect;
const ofOwner = (ownerId: string, id: string) =>
  and(eq(journalEntries.ownerId, ownerId), eq(journalEntries.id, id));

/** A cycle's entries, newest day first; with `plantId`, the plant's and the cycle-wide ones. */
export function listEntryRows(db: Database, ownerId: string, cycleId: string, plantId?: string) {
  return db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.ownerId, ownerId),
        eq(journalEntries.cycleId, cycleId),
        plantId
          ? or(eq(journalEntries.plantId, plantId), isNull(journalEntries.plantId))
          : undefined,
      ),
    )
    .orderBy(desc(journalEntries.date), desc(journalEntries.createdAt));
}

export async function findEntryRow(db: Database, ownerId: string, id: string) {
  const [row] = await db.select().from(journalEntries).where(ofOwner(ownerId, id));
  return row ?? null;
}

export async function insertEntry(
  db: Database,
  ownerId: string,
  cycleId: string,
  values: Omit<z.output<typeof journalEntryBodySchema>, 'feed'>,
): Promise<JournalRow> {
  const [row] = await db
    .insert(journalEntries)
    .values({ ownerId, cycleId, ...values })
    .returning();
  if (!row) throw new Error('journal insert returned nothing');
  return row;
}

export async function updateEntryRow(
  db: Database,
  ownerId: string,
  id: string,
  values: Omit<z.output<typeof updateJournalEntryBodySchema>, 'feed'>,
) {
  const [row] = await db.update(journalEntries).set(values).where(ofOwner(ownerId, id)).returning();
  return row ?? null;
}

export async function deleteEntryRow(db: Database, ownerId: string, id: string) {
  const deleted = await db
    .delete(journalEntries)
    .where(ofOwner(ownerId, id))
    .returning({ id: journalEntries.id });
  return deleted.length > 0;
}
