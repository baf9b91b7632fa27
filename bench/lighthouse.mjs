// Lighthouse, mobile (issue 10, targets: performance ≥ 95, accessibility 100): `npm run
// bench:lighthouse`. Builds the app, starts the built server on a fresh embedded database and
// audits the landing page, a guide, the setup wizard, the strains and equipment catalogues and a
// signed-in grower's dashboard and grow cycles with
// Lighthouse's mobile settings (Moto G Power screen, simulated slow 4G). Each page gets a new
// Chromium profile (cold cache, no service worker); the dashboard's profile holds only the
// session token, written on the origin before the audit.
//
// The CPU: Lighthouse's default 4× slowdown assumes a fast desktop host. Lighthouse measures the
// host (benchmarkIndex) and its throttling docs give a calculator for the multiplier that makes
// a slower host emulate the same phone; both are reported: "default 4×" and "calibrated".
// Each page is audited BENCH_RUNS times (3) per setting and the median performance score is
// reported. BENCH_PAGES=/,/dashboard audits only those, BENCH_CPU=default only at 4×. Results
// also go to bench/results/lighthouse.json.
//
// Each row also gives the page's main-thread CPU time and a TBT computed from it (see
// mainThreadCpu): on a host of two cores where the page shares its core with Lighthouse and the
// browser's other processes, wall times, and with them Lighthouse's TBT, grow with the sharing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, withServer } from './lib.mjs';
import {
  audit,
  calibratedMultiplier,
  growerWithDashboard,
  median,
  SESSION_KEY,
} from './lighthouse-lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
if (process.env.BENCH_BUILD !== '0') {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const rows = [];
let benchmarkIndex;
await withServer('pglite', {}, async ({ base, dataDir }) => {
  const token = await growerWithDashboard(base, dataDir);
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = [
    { name: 'Landing page', path: '/' },
    { name: 'A guide', path: '/guides/growing/nutrients/mixing-nutrients-ph-and-ec' },
    { name: 'Setup wizard', path: '/setup-wizard' },
    { name: 'Strains', path: '/catalogue/strains' },
    { name: 'Equipment', path: '/catalogue/equipment' },
    { name: 'Dashboard (signed in)', path: '/dashboard', token: [SESSION_KEY, token] },
    { name: 'Grow cycles (signed in)', path: '/my/grow-cycles', token: [SESSION_KEY, token] },
  ].filter((page) => !only || only.includes(page.path));
  // The host's speed, from a first audit (also a warm-up of the server and the disk cache).
  benchmarkIndex = (await audit(`${base}/`, undefined, 4)).benchmarkIndex;
  const settings = [
    { name: 'default 4×', multiplier: 4 },
    {
      name: 'calibrated',
      multiplier: Number(calibratedMultiplier(benchmarkIndex).toFixed(2)),
    },
  ].filter((setting) => process.env.BENCH_CPU !== 'default' || setting.multiplier === 4);
  for (const setting of settings) {
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        results.push(await audit(base + page.path, page.token, setting.multiplier));
      }
      const performance = median(results.map((result) => result.performance));
      const chosen = results.find((result) => result.performance === performance);
      const row = {
        setting: setting.name,
        cpuSlowdownMultiplier: setting.multiplier,
        page: page.name,
        path: page.path,
        finalPath: new URL(chosen.finalUrl).pathname,
        performance,
        performanceRuns: results.map((result) => result.performance),
        accessibility: Math.min(...results.map((result) => result.accessibility)),
        fcpMs: Math.round(chosen.fcp),
        lcpMs: Math.round(chosen.lcp),
        tbtMs: Math.round(chosen.tbt),
        cls: Number(chosen.cls.toFixed(3)),
        // Medians over the runs: see mainThreadCpu.
        mainThreadCpuMs: median(results.map((result) => result.cpuMs)),
        cpuTbtMs: median(results.map((result) => result.cpuTbtMs)),
        failedA11y: [...new Set(results.flatMap((result) => result.failedA11y))],
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
});

console.log(`\nbenchmarkIndex of this host: ${benchmarkIndex}`);
console.log(
  '\n| CPU | Page | Performance (median, runs) | Accessibility | FCP | LCP | TBT | CLS | Main-thread CPU | TBT from CPU time |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
);
for (const row of rows) {
  console.log(
    `| ${row.setting} (${row.cpuSlowdownMultiplier}×) | ${row.page} (\`${row.path}\`) | ${row.performance} (${row.performanceRuns.join(', ')}) | ${row.accessibility} | ${(row.fcpMs / 1000).toFixed(1)} s | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.tbtMs} ms | ${row.cls} | ${row.mainThreadCpuMs} ms | ${row.cpuTbtMs} ms |`,
  );
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/lighthouse.json'),
  `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, benchmarkIndex, runs, rows }, null, 2)}\n`,
);
// The bench fails when a page misses a target or ended elsewhere (a sign-in redirect, say).
// Issue 10's targets are those of Lighthouse's mobile preset (the default 4× rows); the
// calibrated rows are held to the same numbers, a stricter bar of this project's own.
const missed = rows.filter(
  (row) => row.performance < 95 || row.accessibility < 100 || row.finalPath !== row.path,
);
if (missed.length) {
  console.error(`Below target: ${missed.map((row) => `${row.page} (${row.setting})`).join(', ')}`);
  if (missed.every((row) => row.setting === 'calibrated')) {
    console.error(
      "Met at Lighthouse's mobile preset (issue 10); missed only at the calibrated CPU.",
    );
  }
  process.exitCode = 1;
}
