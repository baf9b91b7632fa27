import type { DataExport, ExportPart } from '@maryjane/contract/data-export';
import { exportParts } from '@maryjane/contract/data-export';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { environments, growCycles, inventoryItems } from '../../db/schema/grow';
import { users } from '../../db/schema/users';
import { rebuildRollups } from '../sensors/service';
import { catalogueTables, parts, type CatalogueTable } from './parts';

/**
 * The SQL of the export and the import: it reads and writes every table a grower's data lives
 * in (see parts.ts), always scoped to that grower; it knows no HTTP.
 */
export type Row = Record<string, unknown>;

/** One part's rows of the grower, in the file's order, with every column. */
export function partRows(db: Database, userId: string, part: ExportPart): Promise<Row[]> {
  const spec = parts[part];
  return db
    .select()
    .from(spec.table)
    .where(spec.belongsTo(userId))
    .orderBy(...spec.orderBy) as Promise<Row[]>;
}

/** The account settings the file carries; null when there is no such user. */
export async function findProfile(db: Database, userId: string) {
  const [user] = await db
    .select({
      username: users.username,
      locationCountryId: users.locationCountryId,
      locationStateId: users.locationStateId,
      locationCityId: users.locationCityId,
      adultsInHousehold: users.adultsInHousehold,
      growsInGermany: users.growsInGermany,
      electricityPrice: users.electricityPrice,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** The slugs of these committed catalogue rows (rows without a slug are left out). */
export async function catalogueSlugs(db: Database, target: CatalogueTable, ids: string[]) {
  const table = catalogueTables[target];
  const found = (await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.id, ids))) as { id: string; slug: string | null }[];
  return found.flatMap(({ id, slug }) => (slug ? [[id, slug] as const] : []));
}

/** Slug → id of the committed catalogue rows with these slugs. */
export async function catalogueIdsBySlug(db: Database, target: CatalogueTable, slugs: string[]) {
  if (slugs.length === 0) return new Map<string, string>();
  const table = catalogueTables[target];
  const found = (await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, slugs))) as { id: string; slug: string }[];
  return new Map(found.map((row) => [row.slug, row.id]));
}

/** Whether the grower has no inventory, environment or grow cycle. */
export async function hasNoGrowRecords(db: Database, userId: string): Promise<boolean> {
  const counts = await Promise.all(
    [inventoryItems, environments, growCycles].map((table) =>
      db.$count(table, eq(table.ownerId, userId)),
    ),
  );
  return counts.every((count) => count === 0);
}

/**
 * Writes the prepared rows of every part and the profile in one transaction, then the
 * dashboard's rollups, which follow from the readings.
 */
export async function insertImport(
  db: Database,
  userId: string,
  profile: Omit<DataExport['profile'], 'username'>,
  prepared: Record<ExportPart, Row[]>,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        locationCountryId: profile.locationCountryId,
        locationStateId: profile.locationStateId,
        locationCityId: profile.locationCityId,
        adultsInHousehold: profile.adultsInHousehold,
        growsInGermany: profile.growsInGermany ?? null,
        electricityPrice: profile.electricityPrice ?? null,
      })
      .where(eq(users.id, userId));
    for (const part of exportParts) {
      const rows = prepared[part];
      for (let start = 0; start < rows.length; start += 500) {
        const insert = tx.insert(parts[part].table).values(rows.slice(start, start + 500));
        // A reading listed twice (a file from before readings were kept once) is one reading.
        await (part === 'sensorReadings' ? insert.onConflictDoNothing() : insert);
      }
    }
    await rebuildRollups(tx, userId);
  });
}
