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
