import { defineConfig } from 'vitest/config';

// Each workspace keeps its own test setup; `npm test` runs them through scripts/test.mjs.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      {
        test: { name: 'tooling', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
    ],
  },
});
