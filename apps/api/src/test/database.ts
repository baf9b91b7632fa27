import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

export type TestDriver = 'pglite' | 'postgres';

export const testDriver: TestDriver =
  process.env.API_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('API_TEST_DRIVER=postgres needs TEST_DATABASE_URL');
  return url;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabaseConfig {
  config: DatabaseConfig;
  /** DATABASE_URL for a child process, or undefined for PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A database config of its own for one test file: a fresh PostgreSQL database on the test server,
 * or an in-memory PGlite (a directory when `dataDir` is given, to test persistence).
 */
export async function createTestDatabaseConfig(): Promise<TestDatabaseConfig> {
  if (testDriver === 'pglite') {
    return { config: { driver: 'pglite', dataDir: null }, url: undefined, drop: async () => {} };
  }
  const name = `mj_test_${randomBytes(6).toString('hex')}`;
  await admin(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    config: { driver: 'postgres', url: url.toString() },
    url: url.toString(),
    drop: () =>
      admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and removes the database. */
  destroy(): Promise<void>;
}

/** A migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const target = await createTestDatabaseConfig();
  const database = await openDatabase(target.config);
  await database.migrate();
  return {
    ...database,
    async destroy() {
      await database.close();
      await target.drop();
    },
  };
}
