import { configDefaults, defineProject } from 'vitest/config';

// API_TEST_DRIVER=postgres runs the same suite on PostgreSQL (TEST_DATABASE_URL), one throw-away
// database per test file; the default is an in-memory PGlite per test file.
// The load test (src/reliability/load.test.ts) keeps both cores busy for a minute, which would
// slow the files running beside it: it runs alone, in its own step of `npm test`, with
// API_TEST_LOAD=1.
// The two-instance suite (src/reliability/instances.test.ts) needs a database two processes can
// share, so the PGlite run leaves it out rather than skipping it: `npm test` counts a skip as a
// failure.
const load = 'src/reliability/load.test.ts';
const instances = 'src/reliability/instances.test.ts';
const onlyLoad = process.env.API_TEST_LOAD === '1';
const driver = process.env.API_TEST_DRIVER ?? 'pglite';
const sharedDatabaseOnly = driver === 'postgres' ? [] : [instances];
export default defineProject({
  test: {
    name: `api-${driver}`,
    environment: 'node',
    include: onlyLoad ? [load] : ['src/**/*.test.ts'],
    exclude: onlyLoad
      ? configDefaults.exclude
      : [...configDefaults.exclude, load, ...sharedDatabaseOnly],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
