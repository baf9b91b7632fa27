import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { migrationsFolder } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import { initdbSnapshotFile, readInitdbSnapshot } from './initdb-snapshot';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories receive: the same query builder whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  driver: DatabaseConfig['driver'];
  db: Database;
  migrate(): Promise<void>;
  /** Round-trip time of a trivial query in ms; throws when the database does not answer. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

const options = { schema, casing: 'snake_case' } as const;

export interface OpenOptions {
  /** The copy of an empty database a new one starts from (see ./initdb-snapshot.ts). */
  initdbSnapshot?: string;
}

export async function openDatabase(
  config: DatabaseConfig,
  { initdbSnapshot = initdbSnapshotFile }: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, ...options });
    return handle(
      'postgres',
      db,
      () => migratePostgres(pool, db),
      () => pool.end(),
    );
  }

  let releaseLock = async () => {};
  if (config.dataDir) {
    await mkdir(config.dataDir, { recursive: true });
    releaseLock = await acquireDataDirLock(config.dataDir);
  }
  try {
    // A directory that holds a database is opened as it is; a new one starts from the copy.
    const isNew = !config.dataDir || !existsSync(path.join(config.dataDir, 'PG_VERSION'));
    const client = await PGlite.create({
      dataDir: config.dataDir ?? undefined,
      loadDataDir: isNew ? await readInitdbSnapshot(initdbSnapshot) : undefined,
    });
    const db = drizzlePglite({ client, ...options });
    return handle(
      'pglite',
      db,
      () => migratePglite(db, { migrationsFolder }),
      async () => {
        await client.close();
        await releaseLock();
      },
    );
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/** Any constant shared by all MaryJane instances: the advisory lock key for migrations. */
const MIGRATION_LOCK_KEY = 0x6d6a6d69; // "mjmi"

/**
 * Several instances may start at once on one PostgreSQL; a session advisory lock lets one of them
 * migrate while the others wait, instead of racing on CREATE TABLE.
 */
async function migratePostgres(pool: pg.Pool, db: Database & Parameters<typeof migratePg>[0]) {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

function handle(
  driver: DatabaseConfig['driver'],
  db: Database,
  migrate: () => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  let closed: Promise<void> | null = null;
  return {
    driver,
    db,
    migrate,
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return Math.round((performance.now() - started) * 100) / 100;
    },
    close: () => (closed ??= close()),
  };
}
