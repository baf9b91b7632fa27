// Does one grower's export or import stall everyone else? (issue 29, item 1): `node
// bench/export-stall.mjs [embedded|postgres]` (BENCH_DAYS=25 by default: one sensor of 6 metrics
// a minute, about 216,000 readings). A grower's readings are posted through the API, then the
// grower downloads the export (JSON) while another client asks GET /api/health every 25 ms;
// then the same file is imported into a new account, with the same probe. Reported: the time,
// the file's size, the server's RSS after, and the health answers' median, p99 and slowest.
// Target: health under 200 ms throughout.
//
// With BENCH_BASE=<dir> (a build from before a change, laid out as <dir>/apps/api/{dist,drizzle}
// inside bench/builds/, as for bench/sensors.mjs), that build and this one take turns,
// BENCH_ROUNDS times (2), each on a database of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildServer,
  environmentWithDevice,
  healthProbe,
  postMinuteReadings,
  root,
  serverEntry,
  signUp,
  typicalReadings,
  withServer,
} from './lib.mjs';

const driver = process.argv[2] ?? 'embedded';
const days = Number(process.env.BENCH_DAYS ?? 25);
/** Six of the typical metrics: a tent's climate sensor and a pH probe. */
const typical = Object.fromEntries(
  ['air_temperature', 'humidity', 'co2', 'light', 'soil_temperature', 'ph'].map((metric) => [
    metric,
    typicalReadings[metric],
  ]),
);

async function fill(base, send) {
  const { device } = await environmentWithDevice(send, 'Stall tent');
  await postMinuteReadings(base, device.key, typical, Date.now() - days * 86_400_000);
}

const rssOf = (pid) =>
  Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  );

const builds = [
  ...(process.env.BENCH_BASE
    ? [['base', path.resolve(process.env.BENCH_BASE, 'apps/api/dist/server.js')]]
    : []),
  ['new', serverEntry],
];
const rounds = Number(process.env.BENCH_ROUNDS ?? (builds.length > 1 ? 2 : 1));

buildServer();
for (let round = 1; round <= rounds; round++) {
  for (const [build, entry] of builds) await measure(build, entry, round);
}

async function measure(build, entry, round) {
  // A base build lies outside the repository's layout: it reads this checkout's content.
  await withServer(
    driver,
    { CONTENT_DIR: path.join(root, 'content') },
    async ({ base, dataDir, pid }) => {
      const grower = await signUp(base, dataDir);
      await fill(base, grower.send);

      let stopProbe = healthProbe(base);
      let started = performance.now();
      const response = await fetch(`${base}/api/user/export`, { headers: grower.auth });
      const file = await response.text();
      const exportMs = performance.now() - started;
      const exportHealth = await stopProbe();
      console.log(
        JSON.stringify({
          step: 'export',
          build,
          round,
          driver,
          status: response.status,
          mb: +(file.length / 1e6).toFixed(1),
          ms: Math.round(exportMs),
          rssMb: pid ? rssOf(pid) : null,
          health: exportHealth,
        }),
      );

      const other = await signUp(base, dataDir);
      stopProbe = healthProbe(base);
      started = performance.now();
      const imported = await fetch(`${base}/api/user/import`, {
        method: 'POST',
        headers: other.auth,
        body: file,
      });
      const importMs = performance.now() - started;
      const importHealth = await stopProbe();
      console.log(
        JSON.stringify({
          step: 'import',
          build,
          round,
          driver,
          status: imported.status,
          ms: Math.round(importMs),
          rssMb: pid ? rssOf(pid) : null,
          health: importHealth,
        }),
      );
    },
    entry,
  );
}
