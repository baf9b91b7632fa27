import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs an "insert … where not exists" so that concurrent callers cannot both pass the check: a
 * transaction-scoped advisory lock on `key` makes them take turns. For rules such as "one
 * notification per metric and environment per hour" that no unique index can express.
 */
export async function insertOnce(db: Database, key: string, statement: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    await tx.execute(statement);
  });
}
