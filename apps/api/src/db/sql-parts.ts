import { eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Case-insensitive "contains" over any of the columns. */
export function containsText(columns: AnyColumn[], text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`)) as SQL;
}

/** The catalogue's own rows plus the viewer's custom ones; nobody else's. */
export function visibleTo(ownerColumn: AnyColumn, viewerId: string | null): SQL {
  return viewerId
    ? (or(isNull(ownerColumn), eq(ownerColumn, viewerId)) as SQL)
    : isNull(ownerColumn);
}

/**
 * A timestamp as JavaScript's `Date.toISOString()` writes it (UTC, milliseconds, `Z`), for JSON
 * PostgreSQL writes itself: `to_json` would give microseconds and the session's offset.
 */
export function isoTimestamp(column: AnyColumn): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The rows' `object`s as one JSON array text, in `order`; `[]` when there is none. Driver and
 * drizzle then handle one string instead of every column of every row.
 */
export function jsonArrayText(object: SQL, order: SQL): SQL<string> {
  return sql<string>`coalesce(json_agg(${object} order by ${order})::text, '[]')`;
}
