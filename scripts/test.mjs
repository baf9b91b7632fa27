// `npm test`: every check of the repository, in order, with one closing line that totals them.
// Static checks count as one test each; test runners report their own counts. A skipped test or
// a suite that ran nothing counts as a failure: CI must never pass by skipping.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { nodeBinary } from './node-binary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const child = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
  });
  return { ok: child.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

function check(name, command, args, env) {
  console.log(`\n━━ ${name}`);
  const { ok, seconds } = run(command, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A vitest run; `node`, if given, is the Node binary it runs on (vitest's workers follow it). */
function vitest(name, projects, env, node) {
  console.log(`\n━━ ${name}`);
  const out = path.join(reports, `${name.replaceAll(/[^\w -]/g, '')}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const args = [
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const { ok, seconds } = node
    ? run(node, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args], env)
    : run('npx', ['vitest', ...args], env);
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  // A crash before any test ran still counts as one failure.
  let failed = report?.numFailedTests ?? 0;
  if (!ok && failed === 0) failed = 1;
  if (passed + failed === 0) failed = 1;
  results.push({ name, passed, failed, skipped, seconds });
}

function playwright(name) {
  console.log(`\n━━ ${name}`);
  const out = path.join(reports, `${name}.json`);
  const { ok, seconds } = run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  const stats = readJson(out)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const skipped = stats?.skipped ?? 0;
  let failed = stats?.unexpected ?? 0;
  if (!ok && failed === 0) failed = 1;
  if (passed + failed === 0) failed = 1;
  results.push({ name, passed, failed, skipped, seconds });
}

const postgresUrl = process.env.TEST_DATABASE_URL;

check('typecheck', 'npx', ['tsc', '-b']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format', 'npx', ['prettier', '--check', '.']);
check('migrations committed', 'npm', ['run', '--silent', 'db:check']);
vitest('unit (contract, web, tooling)', ['contract', 'web', 'tooling']);
vitest('api on PGlite', ['api-pglite'], { API_TEST_DRIVER: 'pglite' });
if (postgresUrl) {
  vitest('api on PostgreSQL', ['api-postgres'], { API_TEST_DRIVER: 'postgres' });
} else if (process.env.CI) {
  // In CI the PostgreSQL suite is part of the contract (.ci/run provides the database).
  results.push({
    name: 'api on PostgreSQL: TEST_DATABASE_URL missing',
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds: 0,
  });
} else {
  console.log('\n━━ api on PostgreSQL: not run (set TEST_DATABASE_URL=postgres://… to run it)');
}
// 200 growers for a minute against the real server, alone so that nothing else shares the CPU.
vitest('load on the embedded PostgreSQL', ['api-pglite'], {
  API_TEST_DRIVER: 'pglite',
  API_TEST_LOAD: '1',
});
if (postgresUrl) {
  vitest('load on PostgreSQL', ['api-postgres'], {
    API_TEST_DRIVER: 'postgres',
    API_TEST_LOAD: '1',
  });
}
check('build', 'npm', ['run', 'build']);
// The supported Node lines besides this one (package.json `engines`): the built server starts on
// each, and the API suite runs on the newest LTS too. Their binaries come from the npm registry.
const otherNodes = ['22', '24'].filter((major) => major !== process.versions.node.split('.')[0]);
const binaries = new Map();
for (const major of otherNodes) {
  try {
    binaries.set(major, nodeBinary(major));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    results.push({
      name: `Node ${major}: binary missing`,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds: 0,
    });
  }
}
const apiDocument = path.join(reports, 'openapi.json');
check(`start on Node ${process.versions.node.split('.')[0]}`, 'node', ['scripts/start-check.mjs'], {
  SAVE_API_DOCUMENT: apiDocument,
});
// The published OpenAPI document, held to Redocly's recommended rules (redocly.yaml).
check('API document (redocly lint)', 'npx', ['redocly', 'lint', apiDocument], {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
});
for (const [major, binary] of binaries) {
  check(`start on Node ${major}`, 'node', ['scripts/start-check.mjs', binary]);
}
if (binaries.has('24')) {
  vitest(
    'api on PGlite, Node 24',
    ['api-pglite'],
    { API_TEST_DRIVER: 'pglite' },
    binaries.get('24'),
  );
}
if (!existsSync('/usr/bin/chromium')) {
  // One clear line instead of every browser test failing to launch.
  results.push({
    name: 'end-to-end: Chromium missing at /usr/bin/chromium (apt-get install chromium)',
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds: 0,
  });
} else if (existsSync(path.join(root, 'apps/api/dist/server.js'))) {
  playwright('end-to-end (Chromium)');
} else {
  results.push({ name: 'end-to-end (no build)', passed: 0, failed: 1, skipped: 0, seconds: 0 });
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n━━ summary');
for (const result of results) {
  for (const key of Object.keys(total)) total[key] += result[key];
  const mark = result.failed > 0 ? '✗' : result.skipped > 0 ? '–' : '✓';
  const skipped = result.skipped ? `, ${result.skipped} skipped` : '';
  console.log(
    `${mark} ${result.name}: ${result.passed} passed, ${result.failed} failed${skipped} (${result.seconds}s)`,
  );
}
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 || total.skipped > 0 ? 1 : 0);
