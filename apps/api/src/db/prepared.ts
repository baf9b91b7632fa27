import type { Database } from './client';

/**
 * A query built and named once per database handle, then only executed: drizzle skips building
 * the SQL, and node-postgres parses and plans it once per connection (a named statement).
 * The handle is the key, so a transaction gets its own copy and a closed database its garbage.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
