// Cold start (issue 10, target < 5 s; issue 28, restart ≤ 1 s): from launching the built server to
// the first answer of /api/health (polled every 10 ms) and of the app page, on a brand-new database
// (first start: the embedded database created, migrations, catalogue) and on the same one again (a
// restart). Runs each BENCH_RUNS times (3). BENCH_DRIVER=postgres starts on a throw-away database
// of the local PostgreSQL instead of the embedded default.
//
// BENCH_BASE=<checkout> also starts <checkout>/apps/api/dist/server.js (another build, e.g. a git
// worktree of the commit before a change, built) on its own database, interleaved run by run, with
// this checkout's web build and content so both serve the same; the table then has both.
import path from 'node:path';
import { buildServer, databaseFor, median, root, startServer, stop } from './lib.mjs';

buildServer();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const driver = process.env.BENCH_DRIVER === 'postgres' ? 'postgres' : 'embedded';
const builds = [{ name: 'this build', entry: undefined }];
if (process.env.BENCH_BASE) {
  const entry = path.resolve(process.env.BENCH_BASE, 'apps/api/dist/server.js');
  builds.push({ name: `base (${process.env.BENCH_BASE})`, entry });
}
const shared = {
  WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  CONTENT_DIR: path.join(root, 'content'),
};

async function measure(env, entry) {
  const started = performance.now();
  const { child, url } = await startServer({ ...shared, ...env }, entry, { pollMs: 10 });
  const base = await url;
  const health = performance.now() - started;
  const page = await fetch(`${base}/`);
  if (!page.ok) throw new Error(`the app page answered ${page.status}`);
  await page.text();
  const app = performance.now() - started;
  await stop(child);
  return { health, app };
}

const rows = [];
for (let run = 1; run <= runs; run++) {
  // Each run starts with another build, so none always goes first.
  const order = builds.map((_, index) => builds[(index + run) % builds.length]);
  for (const build of order) {
    const database = await databaseFor(driver);
    try {
      const first = await measure(database.env, build.entry);
      rows.push({ run, build: build.name, start: 'first (new database)', ...first });
      const again = await measure(database.env, build.entry);
      rows.push({ run, build: build.name, start: 'restart', ...again });
    } finally {
      await database.cleanup();
    }
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Cold start on ${driver === 'postgres' ? 'PostgreSQL' : 'the embedded default'}\n`);
console.log('| Run | Build | Start | to /api/health | to the app page |');
console.log('| --: | ----- | ----- | -------------: | --------------: |');
for (const row of rows) {
  console.log(
    `| ${row.run} | ${row.build} | ${row.start} | ${seconds(row.health)} | ${seconds(row.app)} |`,
  );
}
console.log('\nMedians:');
for (const build of builds) {
  for (const start of ['first (new database)', 'restart']) {
    const mine = rows.filter((row) => row.build === build.name && row.start === start);
    console.log(
      `- ${build.name}, ${start}: ${seconds(median(mine.map((row) => row.health)))} to /api/health`,
    );
  }
}
