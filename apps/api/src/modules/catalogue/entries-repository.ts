import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueItems, strains } from '../../db/schema/catalogue';
import { visibleTo } from '../../db/sql-parts';

/** Which of these strains the viewer may see (the catalogue's and their own). */
export async function visibleStrainIds(db: Database, viewerId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: strains.id })
    .from(strains)
    .where(and(inArray(strains.id, ids), visibleTo(strains.ownerId, viewerId)));
  return new Set(rows.map((row) => row.id));
}

/** The kind of each of these catalogue items the viewer may see. */
export async function visibleItemKinds(db: Database, viewerId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, (typeof catalogueItems.$inferSelect)['kind']>();
  const rows = await db
    .select({ id: catalogueItems.id, kind: catalogueItems.kind })
    .from(catalogueItems)
    .where(and(inArray(catalogueItems.id, ids), visibleTo(catalogueItems.ownerId, viewerId)));
  return new Map(rows.map((row) => [row.id, row.kind]));
}
