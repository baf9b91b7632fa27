import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh, throw-away data directory per run (removed by global-teardown.ts). The config is
// evaluated again in every worker; they inherit the runner's environment and reuse it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'maryjane-e2e-'));

// A second server with the ALTCHA captcha switched on (altcha.spec.ts), with its own data.
const altchaPort = port + 1;
process.env.E2E_ALTCHA_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'maryjane-e2e-'));
process.env.E2E_ALTCHA_URL ??= `http://127.0.0.1:${altchaPort}`;

const server = (serverPort: number, env: Record<string, string | undefined>) => ({
  command: 'node apps/api/dist/server.js',
  cwd: '..',
  url: `http://127.0.0.1:${serverPort}/api/health`,
  // Every browser here shares 127.0.0.1, so the per-address limits are scaled up, not switched off.
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '20',
    ...env,
  },
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, reported as flaky in the output: a loaded machine must not lose a session's work.
  retries: process.env.CI ? 1 : 0,
  // The machine that runs CI varies about twofold in speed from one session to the next; the
  // wizard journeys take 25 s on a slow day.
  timeout: 60_000,
  // A first visit loads the page's chunk and its data from the embedded database, beside a second
  // worker and two servers on two cores: 5 s (the default) was too short when CI ran loaded.
  expect: { timeout: 15_000 },
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
    // The built app installs a service worker; page.route() cannot see what it answers, so tests
    // run without it unless they are about it (content.spec.ts, offline reading).
    serviceWorkers: 'block',
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
  webServer: [
    server(port, { DATA_DIR: process.env.E2E_DATA_DIR }),
    server(altchaPort, {
      DATA_DIR: process.env.E2E_ALTCHA_DATA_DIR,
      CAPTCHA_PROVIDER: 'altcha',
      ALTCHA_HMAC_KEY: 'e2e-only-altcha-hmac-key-not-a-secret',
    }),
  ],
});
