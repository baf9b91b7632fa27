// Cold start (issue 10, target < 5 s): from launching the built server to the first answer of
// /api/health and of the app page, on a brand-new embedded database (first start: initdb,
// migrations, catalogue) and on one that exists (a restart). Runs each BENCH_RUNS times (3).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, startServer, stop } from './lib.mjs';

buildServer();
const runs = Number(process.env.BENCH_RUNS ?? 3);

async function measure(dataDir) {
  const started = performance.now();
  const { child, url } = await startServer({ DATA_DIR: dataDir });
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-cold-'));
  try {
    rows.push({ run, start: 'first (new database)', ...(await measure(dataDir)) });
    rows.push({ run, start: 'restart', ...(await measure(dataDir)) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log('| Run | Start | to /api/health | to the app page |');
console.log('| --: | ----- | -------------: | --------------: |');
for (const row of rows) {
  console.log(
    `| ${row.run} | ${row.start} | ${(row.health / 1000).toFixed(2)} s | ${(row.app / 1000).toFixed(2)} s |`,
  );
}
