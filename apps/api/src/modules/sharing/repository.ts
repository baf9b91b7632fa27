import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { growCycles } from '../../db/schema/grow';
import { shareLinks } from '../../db/schema/harvests';

const linkColumns = {
  id: shareLinks.id,
  cycleId: shareLinks.cycleId,
  cycleName: growCycles.name,
  displayName: shareLinks.displayName,
  expiresOn: shareLinks.expiresOn,
  createdAt: shareLinks.createdAt,
};

const selectLinks = (db: Database) =>
  db
    .select(linkColumns)
    .from(shareLinks)
    .innerJoin(growCycles, eq(growCycles.id, shareLinks.cycleId));

export async function listLinkRows(db: Database, ownerId: string) {
  return selectLinks(db)
    .where(eq(shareLinks.ownerId, ownerId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

export async function findLinkRow(db: Database, ownerId: string, id: string) {
  const [row] = await selectLinks(db).where(
    and(eq(shareLinks.ownerId, ownerId), eq(shareLinks.id, id)),
  );
  return row ?? null;
}

export async function countLinks(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ links: count() })
    .from(shareLinks)
    .where(eq(shareLinks.ownerId, ownerId));
  return row?.links ?? 0;
}

export type ShareLinkRow = Awaited<ReturnType<typeof listLinkRows>>[number];

/** Whether the cycle is the owner's. */
export async function isOwnCycle(db: Database, ownerId: string, cycleId: string) {
  const [row] = await db
    .select({ id: growCycles.id })
    .from(growCycles)
    .where(and(eq(growCycles.ownerId, ownerId), eq(growCycles.id, cycleId)));
  return row !== undefined;
}

export async function insertLink(
  db: Database,
  values: {
    ownerId: string;
    cycleId: string;
    tokenHash: string;
    displayName: string | null;
    expiresOn: string | null;
  },
): Promise<string> {
  const [row] = await db.insert(shareLinks).values(values).returning({ id: shareLinks.id });
  if (!row) throw new Error('share link not saved');
  return row.id;
}

/** Whether a link was deleted. */
export async function deleteLink(db: Database, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.ownerId, ownerId), eq(shareLinks.id, id)))
    .returning({ id: shareLinks.id });
  return deleted.length > 0;
}

/** The link of a token's hash, whoever's it is: the token is the key. */
export async function findLinkByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      ownerId: shareLinks.ownerId,
      cycleId: shareLinks.cycleId,
      displayName: shareLinks.displayName,
      expiresOn: shareLinks.expiresOn,
    })
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, tokenHash));
  return row ?? null;
}
