import type { wizardImportBodySchema } from '@maryjane/contract/setup-wizard';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogueItems, strains } from '../../db/schema/catalogue';
import { environments } from '../../db/schema/grow';
import { users } from '../../db/schema/users';
import { visibleTo } from '../../db/sql-parts';

/** Which of these strains the grower may use (the catalogue's and their own). */
export async function visibleStrainIds(db: Database, ownerId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: strains.id })
    .from(strains)
    .where(and(inArray(strains.id, ids), visibleTo(strains.ownerId, ownerId)));
  return new Set(rows.map((row) => row.id));
}

/** The catalogue kind of each of these items the grower may use. */
export async function visibleItemKinds(db: Database, ownerId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: catalogueItems.id, kind: catalogueItems.kind })
    .from(catalogueItems)
    .where(and(inArray(catalogueItems.id, ids), visibleTo(catalogueItems.ownerId, ownerId)));
  return new Map(rows.map((row) => [row.id, row.kind]));
}

/** The names of the grower's environments, in lower case. */
export async function environmentNames(db: Database, ownerId: string) {
  const rows = await db
    .select({ name: sql<string>`lower(${environments.name})` })
    .from(environments)
    .where(eq(environments.ownerId, ownerId));
  return new Set(rows.map((row) => row.name));
}

export async function saveLocation(
  db: Database,
  ownerId: string,
  location: NonNullable<z.output<typeof wizardImportBodySchema>['location']>,
) {
  await db
    .update(users)
    .set({ ...location, updatedAt: new Date() })
    .where(eq(users.id, ownerId));
}
