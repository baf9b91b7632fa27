import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh, throw-away data directory per run (removed by global-teardown.ts). The config is
// evaluated again in every worker; they inherit the runner's environment and reuse it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'maryjane-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' },
    ],
  ],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright's own browser download is not needed.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The real server: API plus the built web app (`npm run build` first).
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: '..',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
