import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ContentError } from './modules/cms/content-files';
import { openDatabase } from './db/client';
import { runSeeds, type Seed } from './db/seed';
import { catalogueSeed } from './modules/catalogue/catalogue-seed';
import { defaultWebDistDir } from './paths';
import { publicUrlNotice } from './platform/http/public-origin';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The committed data sets loaded on start, in order (test/app.ts loads the same). */
const seeds: readonly Seed[] = [catalogueSeed];

async function main(): Promise<void> {
  const config = loadConfig(process.env, { webDistDir: defaultWebDistDir });
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({ config, database });
  const seeded = await runSeeds(database.db, seeds);
  if (database.notice) app.log.warn(database.notice);
  app.log.info({ driver: database.driver, seeds: seeded }, 'database migrated and seeded');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host)
    ? 'localhost'
    : config.host;
  app.log.info(`MaryJane is running at http://${shownHost}:${port}`);
  const notice = publicUrlNotice({ ...config, port });
  if (notice) app.log.warn(notice);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ContentError) {
    console.error(`MaryJane cannot start. ${error.message}`);
  } else {
    console.error('MaryJane failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
