import type { DataExport, ExportPart } from '@maryjane/contract/data-export';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { environments, growCycles, inventoryItems } from '../../db/schema/grow';
import { sensorReadings } from '../../db/schema/sensors';
import { users } from '../../db/schema/users';
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

/** Where the last page of readings ended: its last rows' sort key. */
export interface ReadingsCursor {
  environmentId: string;
  metric: string;
  /** As PostgreSQL writes it: microseconds and all, which a Date would round. */
  recordedAt: string;
}

/**
 * A page of the grower's readings in the file's order, after `cursor`: a keyset on the series
 * index, where OFFSET would sort every reading again for every page. Readings of one moment
 * (several devices) never straddle two pages: a page ends before the moment of its last row,
 * unless that moment fills the whole page.
 */
export async function readingsPage(
  db: Database,
  userId: string,
  cursor: ReadingsCursor | null,
  limit: number,
): Promise<{ rows: Row[]; next: ReadingsCursor | null }> {
  const r = sensorReadings;
  const keyOf = (row: { environmentId: string; metric: string; at: string }): ReadingsCursor => ({
    environmentId: row.environmentId,
    metric: row.metric,
    recordedAt: row.at,
  });
  const page = (after: ReadingsCursor | null, count?: number, only?: ReadingsCursor) => {
    const query = db
      .select({ ...getTableColumns(r), at: sql<string>`${r.recordedAt}::text` })
      .from(r)
      .where(
        and(
          parts.sensorReadings.belongsTo(userId),
          after
            ? sql`(${r.environmentId}, ${r.metric}, ${r.recordedAt}) > (${after.environmentId}::uuid, ${after.metric}, ${after.recordedAt}::timestamptz)`
            : undefined,
          only
            ? sql`(${r.environmentId}, ${r.metric}, ${r.recordedAt}) = (${only.environmentId}::uuid, ${only.metric}, ${only.recordedAt}::timestamptz)`
            : undefined,
        ),
      )
      .orderBy(r.environmentId, r.metric, r.recordedAt);
    return count === undefined ? query : query.limit(count);
  };
  let found = await page(cursor, limit);
  const last = found.at(-1);
  let next: ReadingsCursor | null = null;
  if (last && found.length === limit) {
    const lastKey = keyOf(last);
    const same = (row: typeof last) =>
      row.environmentId === last.environmentId && row.metric === last.metric && row.at === last.at;
    const firstOfLast = found.findIndex(same);
    if (firstOfLast > 0) {
      found = found.slice(0, firstOfLast);
      next = keyOf(found[firstOfLast - 1] as typeof last);
    } else {
      // One moment fills the page: all of its readings, then on after it.
      found = await page(null, undefined, lastKey);
      next = lastKey;
    }
  }
  return { rows: found.map(({ at: _at, ...row }) => row as Row), next };
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
      alertMail: users.alertMail,
      alertQuietFrom: users.alertQuietFrom,
      alertQuietTo: users.alertQuietTo,
      timeZone: users.timeZone,
      language: users.language,
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

/** The account settings an import brings (not the username: the account keeps its own). */
export async function updateImportedProfile(
  db: Database,
  userId: string,
  profile: Omit<DataExport['profile'], 'username'>,
) {
  await db
    .update(users)
    .set({
      locationCountryId: profile.locationCountryId,
      locationStateId: profile.locationStateId,
      locationCityId: profile.locationCityId,
      adultsInHousehold: profile.adultsInHousehold,
      growsInGermany: profile.growsInGermany ?? null,
      electricityPrice: profile.electricityPrice ?? null,
      // Mails start with the import: alerts the file brings are not mailed.
      alertMail: profile.alertMail ?? false,
      alertMailSince: profile.alertMail ? new Date() : null,
      alertQuietFrom: profile.alertQuietFrom ?? null,
      alertQuietTo: profile.alertQuietTo ?? null,
      timeZone: profile.timeZone ?? 'UTC',
      language: profile.language ?? 'en',
    })
    .where(eq(users.id, userId));
}

/** Writes prepared rows of one part, 500 to a statement. */
export async function insertRows(db: Database, part: ExportPart, rows: Row[]) {
  for (let start = 0; start < rows.length; start += 500) {
    const insert = db.insert(parts[part].table).values(rows.slice(start, start + 500));
    // A reading listed twice (a file from before readings were kept once) is one reading.
    await (part === 'sensorReadings' ? insert.onConflictDoNothing() : insert);
  }
}
