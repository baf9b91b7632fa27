import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createTestDatabaseConfig, testDriver, type TestDatabaseConfig } from './database';

export interface ServerData {
  /** The server's DATA_DIR (its outbox, uploads and, without DATABASE_URL, the database). */
  dataDir: string;
  /** The database the server uses, to be opened by the test afterwards. */
  target: TestDatabaseConfig;
  /** The environment for startServer: DATA_DIR, DATABASE_URL on PostgreSQL, and `extra`. */
  env: Record<string, string>;
}

/**
 * A fresh DATA_DIR and database for each test of a file that runs the real server process,
 * removed after the test. Read the fields inside a test, not when the file loads.
 *
 * On the PGlite test driver the server runs on its embedded default (no DATABASE_URL): the real
 * PostgreSQL it starts in DATA_DIR, or PGlite when `extra` sets EMBEDDED_DATABASE=pglite.
 */
export function serverDataPerTest(prefix: string, extra: Record<string, string> = {}): ServerData {
  const data = {} as ServerData;
  beforeEach(async () => {
    data.dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    data.target =
      testDriver === 'pglite'
        ? {
            config: {
              driver: 'embedded',
              dataDir: data.dataDir,
              prefer: embeddedPreference(extra),
            },
            url: undefined,
            drop: async () => {},
          }
        : await createTestDatabaseConfig();
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

function embeddedPreference(extra: Record<string, string>): 'postgres' | 'pglite' | null {
  const prefer = extra.EMBEDDED_DATABASE;
  return prefer === 'postgres' || prefer === 'pglite' ? prefer : null;
}

/** What a server started by serverDataPerTest(…, extra) runs on, for test titles. */
export function serverDriverName(extra: Record<string, string> = {}): string {
  if (testDriver === 'postgres') return 'PostgreSQL';
  return extra.EMBEDDED_DATABASE === 'pglite' ? 'embedded PGlite' : 'embedded PostgreSQL';
}
