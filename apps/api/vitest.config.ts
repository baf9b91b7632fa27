import { defineProject } from 'vitest/config';

// API_TEST_DRIVER=postgres runs the same suite on PostgreSQL (TEST_DATABASE_URL), one throw-away
// database per test file; the default is an in-memory PGlite per test file.
export default defineProject({
  test: {
    name: `api-${process.env.API_TEST_DRIVER ?? 'pglite'}`,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
