import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { migrationsFolder } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import { findBinaries, startEmbeddedPostgres, type EmbeddedBinaries } from './embedded-postgres';
import { initdbSnapshotFile, readInitdbSnapshot } from './initdb-snapshot';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories receive: the same query builder whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DriverName = 'pglite' | 'postgres' | 'embedded-postgres';

export interface DatabaseHandle {
  driver: DriverName;
  /** Why the embedded default is PGlite rather than PostgreSQL, when it is (logged at start). */
  notice?: string;
  db: Database;
  migrate(): Promise<void>;
  /** Round-trip time of a trivial query in ms; throws when the database does not answer. */
  ping(): Promise<number>;
  /**
   * Takes `key`'s lock for every instance on this database, or answers null when another holds
   * it. The lock ends with `release` or with this process (issue 32). PGlite serves one process,
   * so there the lock is held in that process.
   */
  tryLock(key: string): Promise<Release | null>;
  close(): Promise<void>;
}

/** Gives a lock back; calling it again does nothing. */
export type Release = () => Promise<void>;

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
  if (config.driver === 'postgres')
    return openPostgres('postgres', { connectionString: config.url });
  if (config.driver === 'embedded') return openEmbedded(config, initdbSnapshot);
  return openPglite(config.dataDir, initdbSnapshot);
}

/** Connections kept open while idle; more are opened under load, up to POOL_MAX. */
const POOL_MAX = 10;
/** An idle connection is closed after this long: an idle server holds fewer database backends. */
const POOL_IDLE_MS = 10_000;

function openPostgres(
  driver: 'postgres' | 'embedded-postgres',
  connection: pg.PoolConfig,
  stop: () => Promise<void> = async () => {},
): DatabaseHandle {
  const pool = new pg.Pool({ ...connection, max: POOL_MAX, idleTimeoutMillis: POOL_IDLE_MS });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, ...options });
  return {
    ...handle(
      driver,
      db,
      () => migratePostgres(pool, db),
      async () => {
        await pool.end();
        await stop();
      },
    ),
    tryLock: (key) => tryAdvisoryLock(connection, key),
  };
}

/**
 * A session advisory lock on a connection of its own, outside the pool: held for as long as a
 * grower's export runs, it takes no connection from other requests, and a process that dies
 * lets go of it with its connection.
 */
async function tryAdvisoryLock(connection: pg.ClientConfig, key: string): Promise<Release | null> {
  const client = new pg.Client(connection);
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [key],
    );
    if (rows[0]?.locked) {
      let released: Promise<void> | undefined;
      return () => (released ??= client.end().catch(() => {}));
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  await client.end().catch(() => {});
  return null;
}

/**
 * The default: a real PostgreSQL the server runs itself (./embedded-postgres.ts). A data
 * directory that already holds a PGlite database keeps it (moving it is `npm run db:move`), and
 * PGlite serves where no PostgreSQL binaries exist for the platform.
 */
async function openEmbedded(
  config: Extract<DatabaseConfig, { driver: 'embedded' }>,
  initdbSnapshot: string,
): Promise<DatabaseHandle> {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const clusterDir = path.join(config.dataDir, 'postgres');
  const choice = chooseEmbedded(config.prefer, pgliteDir, clusterDir, findBinaries());
  if (choice.driver === 'pglite') {
    const handle = await openPglite(pgliteDir, initdbSnapshot);
    return { ...handle, notice: choice.reason };
  }
  await mkdir(config.dataDir, { recursive: true });
  const releaseLock = await acquireDataDirLock(config.dataDir);
  try {
    const server = await startEmbeddedPostgres({
      binaries: choice.binaries,
      dir: clusterDir,
      logFile: path.join(config.dataDir, 'postgres.log'),
    });
    const handle = openPostgres('embedded-postgres', server.connection, async () => {
      await server.stop();
      await releaseLock();
    });
    return server.staged
      ? {
          ...handle,
          notice: `started as root, the database runs as the user maryjane-db from ${server.clusterDir} (linked from DATA_DIR where DATA_DIR is under a private directory)`,
        }
      : handle;
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

type EmbeddedChoice =
  { driver: 'postgres'; binaries: EmbeddedBinaries } | { driver: 'pglite'; reason?: string };

export function chooseEmbedded(
  prefer: 'postgres' | 'pglite' | null,
  pgliteDir: string,
  clusterDir: string,
  binaries: EmbeddedBinaries | null,
): EmbeddedChoice {
  if (prefer === 'pglite') return { driver: 'pglite' };
  if (!binaries) {
    if (prefer === 'postgres') {
      throw new Error(
        `EMBEDDED_DATABASE=postgres, but no PostgreSQL binaries exist for ${process.platform}-${process.arch}.`,
      );
    }
    return {
      driver: 'pglite',
      reason: `no embedded PostgreSQL for ${process.platform}-${process.arch}: using PGlite`,
    };
  }
  const hasPglite = existsSync(path.join(pgliteDir, 'PG_VERSION'));
  const hasCluster = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (hasPglite && !hasCluster && prefer !== 'postgres') {
    return {
      driver: 'pglite',
      reason:
        'this data directory holds a PGlite database: still using it. `npm run db:move` copies it ' +
        'into the faster embedded PostgreSQL.',
    };
  }
  return { driver: 'postgres', binaries };
}

async function openPglite(dataDir: string | null, initdbSnapshot: string): Promise<DatabaseHandle> {
  const config = { dataDir };
  let releaseLock = async () => {};
  if (config.dataDir) {
    await mkdir(config.dataDir, { recursive: true });
    releaseLock = await acquireDataDirLock(config.dataDir);
  }
  try {
    // A directory that holds a database is opened as it is; a new one starts from the copy.
    const isNew = !config.dataDir || !existsSync(path.join(config.dataDir, 'PG_VERSION'));
    // PGlite (and its 200 MB of WebAssembly) loads only for a server that uses it.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
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
  driver: DriverName,
  db: Database,
  migrate: () => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  let closed: Promise<void> | null = null;
  const held = new Set<string>();
  return {
    driver,
    db,
    migrate,
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return Math.round((performance.now() - started) * 100) / 100;
    },
    async tryLock(key) {
      if (held.has(key)) return null;
      held.add(key);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        held.delete(key);
      };
    },
    close: () => (closed ??= close()),
  };
}
