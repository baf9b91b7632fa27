import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

// The import rules of eslint.config.js, run on virtual files inside the web app and the API.
// no-cycle needs the linted file on disk, so it is off here; it runs on the real files in `npm run lint`.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

// The first lint loads the whole config and its plugins: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('web import boundaries', () => {
  it('forbid a feature importing another feature', async () => {
    const messages = await restrictedImports(
      'apps/web/src/features/home/boundary-probe.ts',
      "import { DashboardPage } from '../dashboard/dashboard-page';\nexport { DashboardPage };\n",
    );
    expect(messages).toEqual([expect.stringContaining('Features must not import each other')]);
  });

  it('forbid shared code importing a feature or the app shell', async () => {
    const messages = await restrictedImports(
      'apps/web/src/shared/boundary-probe.ts',
      "import { DashboardPage } from '../features/dashboard/dashboard-page';\n" +
        "import * as router from '../app/router';\nexport { DashboardPage, router };\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('Shared code must not import from features');
  });

  it("forbid the app shell importing a feature's api, and allow its pages", async () => {
    const forbidden = await restrictedImports(
      'apps/web/src/app/layouts/boundary-probe.ts',
      "import { useWeather } from '../../features/dashboard/api/get-weather';\nexport { useWeather };\n",
    );
    expect(forbidden).toEqual([expect.stringContaining("must not import a feature's api")]);
    const allowed = await restrictedImports(
      'apps/web/src/app/boundary-probe.ts',
      "import { DashboardPage } from '../features/dashboard/dashboard-page';\n" +
        "import { useNotifications } from '../shared/api/get-notifications';\n" +
        'export { DashboardPage, useNotifications };\n',
    );
    expect(allowed).toEqual([]);
  });

  it('allow a feature to use shared code and its own files', async () => {
    const messages = await restrictedImports(
      'apps/web/src/features/home/boundary-probe.ts',
      "import { storageKeys } from '@maryjane/contract/constants';\n" +
        "import { HomePage } from './home-page';\nexport { storageKeys, HomePage };\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('API import boundaries', () => {
  it("forbid a module importing another module's repository", async () => {
    const messages = await restrictedImports(
      'apps/api/src/modules/calendar/boundary-probe.ts',
      "import { listCycleRows } from '../grow-cycles/repository';\n" +
        "import { insertPlant } from '../grow-cycles/plants-repository';\n" +
        'export { listCycleRows, insertPlant };\n',
    );
    expect(messages).toEqual([
      expect.stringContaining("must not import another module's repository"),
      expect.stringContaining("must not import another module's repository"),
    ]);
  });

  it("allow a module its own repository and another module's service", async () => {
    const messages = await restrictedImports(
      'apps/api/src/modules/calendar/boundary-probe.ts',
      "import { listCycles } from '../grow-cycles/service';\n" +
        "import { findFeedOf } from './repository';\nexport { listCycles, findFeedOf };\n",
    );
    expect(messages).toEqual([]);
  });

  it('forbid platform code importing a module', async () => {
    const messages = await restrictedImports(
      'apps/api/src/platform/boundary-probe.ts',
      "import { listCycles } from '../modules/grow-cycles/service';\nexport { listCycles };\n",
    );
    expect(messages).toEqual([expect.stringContaining('Platform code must not import')]);
  });

  it('forbid database code importing a module', async () => {
    const messages = await restrictedImports(
      'apps/api/src/db/boundary-probe.ts',
      "import { catalogueSeed } from '../modules/catalogue/catalogue-seed';\n" +
        'export const seeds = [catalogueSeed];\n',
    );
    expect(messages).toEqual([expect.stringContaining('Database code must not import')]);
  });
});
