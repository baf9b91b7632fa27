// Does MaryJane import every export it writes? (issue 29, item 1): `node bench/import-large.mjs
// [embedded|postgres]`. A grower with one sensor exports; the file's readings are then made
// BENCH_READINGS (1,600,000 by default: three sensors' metrics a minute for about a year, a
// JSON file of about 300 MB, past the 256 MB and 600,000-row limits the import had) and the file
// is imported into a new account through POST /api/user/import/archive, as the web app sends a
// large file, while another client asks GET /api/health every 25 ms. Reported: the answer, the
// time, the rows imported, the server's peak RSS (VmHWM) and the health answers.
//
// With BENCH_BASE=<dir> (a build from before a change, laid out as <dir>/apps/api/{dist,drizzle}
// inside bench/builds/), that build and this one take turns, BENCH_ROUNDS times (1).
import { createWriteStream, openAsBlob, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import {
  buildServer,
  environmentWithDevice,
  healthProbe,
  root,
  serverEntry,
  signUp,
  withServer,
} from './lib.mjs';

const driver = process.argv[2] ?? 'embedded';
const readings = Number(process.env.BENCH_READINGS ?? 1_600_000);

const statusOf = (pid, field) =>
  Math.round(
    Number(
      new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1],
    ) / 1024,
  );

/** The grower's export with `count` readings of its device, written to `file`. */
async function largeExport(exported, { environmentId, deviceId }, file) {
  const [before, after] = JSON.stringify(exported).split('"sensorReadings":[]');
  if (after === undefined) throw new Error('the export has readings already');
  const out = createWriteStream(file);
  out.write(`${before}"sensorReadings":[`);
  const metrics = ['air_temperature', 'humidity', 'light'];
  const from = Date.UTC(2025, 10, 1);
  for (let start = 0; start < readings; start += 10_000) {
    const page = [];
    for (let index = start; index < Math.min(readings, start + 10_000); index++) {
      const minute = Math.floor(index / metrics.length);
      page.push(
        JSON.stringify({
          environmentId,
          deviceId,
          metric: metrics[index % metrics.length],
          value: 20 + (index % 97) / 10,
          recordedAt: new Date(from + minute * 60_000).toISOString(),
        }),
      );
    }
    if (!out.write(`${start > 0 ? ',' : ''}${page.join(',')}`)) {
      await new Promise((resolve) => out.once('drain', resolve));
    }
  }
  out.end(`]${after}`);
  await finished(out);
}

const builds = [
  ...(process.env.BENCH_BASE
    ? [['base', path.resolve(process.env.BENCH_BASE, 'apps/api/dist/server.js')]]
    : []),
  ['new', serverEntry],
];
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);

buildServer();
const file = path.join(os.tmpdir(), `mj-bench-import-${process.pid}.json`);
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [build, entry] of builds) await measure(build, entry, round);
  }
} finally {
  rmSync(file, { force: true });
}

async function measure(build, entry, round) {
  await withServer(
    driver,
    { CONTENT_DIR: path.join(root, 'content') },
    async ({ base, dataDir, pid }) => {
      const grower = await signUp(base, dataDir);
      const { environment, device } = await environmentWithDevice(grower.send, 'Year tent');
      const exported = await fetch(`${base}/api/user/export`, { headers: grower.auth }).then(
        (response) => response.json(),
      );
      await largeExport(exported, { environmentId: environment.id, deviceId: device.id }, file);
      const mb = +((await openAsBlob(file)).size / 1e6).toFixed(1);

      const other = await signUp(base, dataDir);
      const form = new FormData();
      form.append('file', await openAsBlob(file, { type: 'application/json' }), 'year.json');
      const stopProbe = healthProbe(base);
      const started = performance.now();
      const response = await fetch(`${base}/api/user/import/archive`, {
        method: 'POST',
        headers: { Authorization: other.auth.Authorization },
        body: form,
      });
      const answer = await response.json().catch(() => null);
      const ms = Math.round(performance.now() - started);
      console.log(
        JSON.stringify({
          build,
          round,
          driver,
          readings,
          mb,
          status: response.status,
          code: answer?.code ?? null,
          problems: answer?.errors?.slice(0, 3) ?? null,
          importedReadings: answer?.data?.imported?.sensorReadings ?? null,
          ms,
          peakRssMb: statusOf(pid, 'VmHWM'),
          rssMb: statusOf(pid, 'VmRSS'),
          health: await stopProbe(),
        }),
      );
    },
    entry,
  );
}
