import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createTestDatabaseConfig, type TestDatabaseConfig } from './database';

export interface ServerData {
  /** The server's DATA_DIR (its outbox, uploads and, on PGlite, the database). */
  dataDir: string;
  /** The database the server uses, to be opened by the test afterwards. */
  target: TestDatabaseConfig;
  /** The environment for startServer: DATA_DIR, DATABASE_URL on PostgreSQL, and `extra`. */
  env: Record<string, string>;
}

/**
 * A fresh DATA_DIR and database for each test of a file that runs the real server process,
 * removed after the test. Read the fields inside a test, not when the file loads.
 */
export function serverDataPerTest(prefix: string, extra: Record<string, string> = {}): ServerData {
  const data = {} as ServerData;
  beforeEach(async () => {
    data.dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    data.target = await createTestDatabaseConfig(path.join(data.dataDir, 'pglite'));
    data.env = {
      DATA_DIR: data.dataDir,
      ...extra,
      ...(data.target.url ? { DATABASE_URL: data.target.url } : {}),
    };
  });
  afterEach(async () => {
    await data.target.drop();
    await rm(data.dataDir, { recursive: true, force: true });
  });
  return data;
}
