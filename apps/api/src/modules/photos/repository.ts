import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { growCycles, journalEntries, plants } from '../../db/schema/grow';
import { photos } from '../../db/schema/photos';

/** The SQL of photos, scoped to their owner; it knows no HTTP. */
export type PhotoRow = typeof photos.$inferSelect;
export type NewPhotoRow = typeof photos.$inferInsert;

export async function isOwnCycle(db: Database, ownerId: string, cycleId: string) {
  const [row] = await db
    .select({ id: growCycles.id })
    .from(growCycles)
    .where(and(eq(growCycles.id, cycleId), eq(growCycles.ownerId, ownerId)));
  return Boolean(row);
}

export async function isPlantOfCycle(db: Database, ownerId: string, cycleId: string, id: string) {
  const [row] = await db
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.id, id), eq(plants.cycleId, cycleId), eq(plants.ownerId, ownerId)));
  return Boolean(row);
}

/** The entry's plant (or null), or undefined when it is no entry of this cycle. */
export async function plantOfEntry(db: Database, ownerId: string, cycleId: string, id: string) {
  const [row] = await db
    .select({ plantId: journalEntries.plantId })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.id, id),
        eq(journalEntries.cycleId, cycleId),
        eq(journalEntries.ownerId, ownerId),
      ),
    );
  return row ? row.plantId : undefined;
}

export async function insertPhoto(db: Database, values: NewPhotoRow): Promise<PhotoRow> {
  const [row] = await db.insert(photos).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function listPhotos(db: Database, ownerId: string, cycleId: string, plantId?: string) {
  return db
    .select()
    .from(photos)
    .where(
      and(
        eq(photos.ownerId, ownerId),
        eq(photos.cycleId, cycleId),
        plantId ? eq(photos.plantId, plantId) : undefined,
      ),
    )
    .orderBy(desc(photos.takenOn), desc(photos.createdAt), desc(photos.id));
}

/** Any grower's photo: the file route checks the signature against its owner. */
export async function findPhoto(db: Database, id: string): Promise<PhotoRow | null> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row ?? null;
}

export async function deletePhotoRow(db: Database, ownerId: string, id: string) {
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.ownerId, ownerId)))
    .returning();
  return row ?? null;
}

/** Which of the owner's photos go when this record is deleted. */
export type PhotoScope =
  { cycleId: string } | { plantId: string } | { plantIds: string[] } | { entryId: string } | 'all';

function scopeWhere(scope: PhotoScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if ('cycleId' in scope) return eq(photos.cycleId, scope.cycleId);
  if ('plantId' in scope) return eq(photos.plantId, scope.plantId);
  if ('plantIds' in scope) return inArray(photos.plantId, scope.plantIds);
  return eq(photos.entryId, scope.entryId);
}

export async function fileKeysOf(db: Database, ownerId: string, scope: PhotoScope) {
  const rows = await db
    .select({ largeKey: photos.largeKey, thumbKey: photos.thumbKey })
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), scopeWhere(scope)));
  return rows.flatMap((row) => [row.largeKey, row.thumbKey]);
}

/** The owner's photos, for the export's archive. */
export function allPhotos(db: Database, ownerId: string) {
  return db
    .select()
    .from(photos)
    .where(eq(photos.ownerId, ownerId))
    .orderBy(photos.takenOn, photos.id);
}
