import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppServices } from '../app';
import { loadConfig, type AppConfig, type Env } from '../config';
import { runSeeds, type Seed } from '../db/seed';
import { catalogueSeed } from '../modules/catalogue/catalogue-seed';
import { createTestDatabase, type TestDatabase } from './database';
import { checkAnswersAgainstDocument } from './document-check';

/** The committed data sets, as src/server.ts loads them. */
const seeds: readonly Seed[] = [catalogueSeed];

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, parsed like the real one (e.g. CAPTCHA_PROVIDER). */
  env?: Env;
  config?: Partial<AppConfig>;
  services?: Partial<AppServices>;
  /** Runs before the app is ready: tests may add routes that exercise the platform. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Loads the committed data sets (catalogue, strains) as `npm start` does. */
  seed?: boolean;
  /** Receives the server's log lines (set LOG_LEVEL in `env`; the tests' default is silent). */
  logStream?: { write(line: string): void };
  /**
   * Another instance on this database, with a data directory of its own (as behind a load
   * balancer); the database is left to whoever made it.
   */
  database?: TestDatabase;
}

/** The real app on a database and a data directory of its own, used through `app.inject()`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mj-app-'));
  const database = options.database ?? (await createTestDatabase());
  if (options.seed) await runSeeds(database.db, seeds);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env }),
    ...options.config,
  };
  const app = await buildApp({
    config,
    database,
    services: options.services,
    logStream: options.logStream,
  });
  await options.extend?.(app);
  checkAnswersAgainstDocument(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of one test file: made before its tests run, closed after they have. Read its
 * fields inside hooks and tests, not at the top of the file, where it is not made yet.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}
