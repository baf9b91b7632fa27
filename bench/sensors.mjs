// Sensor benchmarks: `npm run bench:sensors` (or `node bench/sensors.mjs [embedded|postgres]`;
// `embedded` is the default database without DATABASE_URL, the embedded PostgreSQL).
// 1. Ingestion: autocannon posts batches of 1,000 new readings (8 metrics × 125 moments) to
//    POST /api/sensors/readings with a device key, at 4 and 16 connections; readings/s is
//    requests/s × 1,000 (the 125 derived VPD readings per batch are stored on top).
// 2. Dashboard series: 30 days × 8 metrics at one reading a minute (345,600 rows, plus VPD) in
//    one environment, posted through the API, then GET /api/environments/:id/readings?range=30d
//    20 times; the median and the slowest whole answer are reported.
// With BENCH_BASE=<dir> (a copy of apps/api/dist and apps/api/drizzle from before a change, laid
// out as <dir>/apps/api/{dist,drizzle} inside bench/builds/ so node_modules resolve), that build
// runs beside this one on its own database and every measurement alternates base, new, base, new,
// so both meet the same machine; the table gives new ÷ base. Goals (issue 28): the 30-day series
// under 30 ms on PostgreSQL, ingest at least 20,000 readings/s on every driver.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildServer,
  cannon,
  environmentWithDevice,
  median,
  postMinuteReadings,
  root,
  signUp,
  typicalReadings,
  withServer,
} from './lib.mjs';

const baseEntry = process.env.BENCH_BASE
  ? path.resolve(process.env.BENCH_BASE, 'apps/api/dist/server.js')
  : null;

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const drivers = process.argv.slice(2).length ? process.argv.slice(2) : ['embedded', 'postgres'];
const metrics = [
  'air_temperature',
  'humidity',
  'co2',
  'light',
  'soil_temperature',
  'soil_moisture',
  'soil_nutrients',
  'ph',
];

/** A grower with an environment and a device, made through the API like a person would. */
async function growerWithDevice(base, dataDir) {
  const { auth, send } = await signUp(base, dataDir);
  return { auth, send, ...(await environmentWithDevice(send)) };
}

const batchStart = Date.now() - 30 * 60_000;
let batchesMade = 0;

/**
 * A batch of 1,000 readings of moments no other batch of the run has (each batch is shifted by
 * a millisecond): a reading sent twice is stored once, so the same batch again would store
 * nothing.
 */
function batch() {
  const shift = batchesMade++ % 10_000;
  const readings = [];
  for (let moment = 0; moment < 125; moment++) {
    const recordedAt = new Date(batchStart + moment * 10_000 + shift).toISOString();
    for (const metric of metrics) {
      const value = typicalReadings[metric];
      readings.push({ metric, value, recordedAt });
    }
  }
  return JSON.stringify(readings);
}

function ingest(base, key, connections) {
  return cannon({
    url: `${base}/api/sensors/readings`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', 'x-device-key': key },
    requests: [{ setupRequest: (request) => ({ ...request, body: batch() }) }],
  });
}

/** A month of one-minute readings posted through the API, so the rollups fill as in real use. */
async function fillMonth(base, send) {
  const { environment, device } = await environmentWithDevice(send, 'Month of readings');
  await postMinuteReadings(base, device.key, typicalReadings, Date.now() - 30 * 86_400_000);
  return environment.id;
}

/** The 30-day answer, timed `runs` times after two warm-up requests. */
async function seriesTimes(base, auth, environmentId, runs) {
  const times = [];
  for (let run = 0; run < runs + 2; run++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/environments/${environmentId}/readings?range=30d`, {
      headers: auth,
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`readings: ${response.status}`);
    if (run >= 2) times.push(performance.now() - started);
  }
  return times;
}

const round = (value) => Math.round(value * 10) / 10;

/** Starts every build of the list on its own database and hands `run` the servers. */
async function withBuilds(driver, builds, run, started = []) {
  if (started.length === builds.length) return run(started);
  const [name, entry] = builds[started.length];
  return withServer(
    driver,
    {},
    (server) => withBuilds(driver, builds, run, [...started, { name, ...server }]),
    entry ?? undefined,
  );
}

buildServer();
const builds = baseEntry
  ? [
      ['base', baseEntry],
      ['new', null],
    ]
  : [['new', null]];
const results = { ingestion: [], series: [] };
for (const driver of drivers) {
  await withBuilds(driver, builds, async (servers) => {
    const growers = [];
    for (const server of servers) growers.push(await growerWithDevice(server.base, server.dataDir));
    for (const connections of [4, 16]) {
      for (const [index, server] of servers.entries()) {
        const result = await ingest(server.base, growers[index].device.key, connections);
        const row = {
          driver,
          build: server.name,
          connections,
          requestsPerSecond: Math.round(result.requests.average),
          readingsPerSecond: Math.round(result.requests.average * 1000),
          p99: result.latency.p99,
          errors: result.errors + result.non2xx + result.timeouts,
        };
        results.ingestion.push(row);
        console.log(JSON.stringify(row));
      }
    }
    const months = [];
    for (const [index, server] of servers.entries()) {
      months.push(await fillMonth(server.base, growers[index].send));
    }
    const times = servers.map(() => []);
    for (let lap = 0; lap < 4; lap++) {
      for (const [index, server] of servers.entries()) {
        times[index].push(
          ...(await seriesTimes(server.base, growers[index].auth, months[index], 5)),
        );
      }
    }
    for (const [index, server] of servers.entries()) {
      const row = {
        driver,
        build: server.name,
        httpMedianMs: round(median(times[index])),
        httpMaxMs: round(Math.max(...times[index])),
      };
      results.series.push(row);
      console.log(JSON.stringify(row));
    }
  });
}

const ratio = (rows, row, key) => {
  const base = rows.find(
    (other) =>
      other.build === 'base' &&
      other.driver === row.driver &&
      other.connections === row.connections,
  );
  return base && row.build === 'new' ? `${(row[key] / base[key]).toFixed(2)}×` : '';
};
console.log(
  '\n| Driver | Build | Connections | batches/s | readings/s | vs base | p99 ms | errors |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const row of results.ingestion) {
  console.log(
    `| ${row.driver} | ${row.build} | ${row.connections} | ${row.requestsPerSecond} | ${row.readingsPerSecond} | ${ratio(results.ingestion, row, 'readingsPerSecond')} | ${row.p99} | ${row.errors} |`,
  );
}
console.log('\n| Driver | Build | 30-day answer median ms | vs base | slowest ms |');
console.log('|---|---|---:|---:|---:|');
for (const row of results.series) {
  console.log(
    `| ${row.driver} | ${row.build} | ${row.httpMedianMs} | ${ratio(results.series, row, 'httpMedianMs')} | ${row.httpMaxMs} |`,
  );
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/sensors.json'),
  `${JSON.stringify({ date: new Date().toISOString(), duration, cpus: os.cpus().length, ...results }, null, 2)}\n`,
);
if (results.ingestion.some((row) => row.errors > 0)) process.exitCode = 1;
