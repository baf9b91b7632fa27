// Sensor benchmarks: `npm run bench:sensors` (or `node bench/sensors.mjs [pglite|postgres]`).
// 1. Ingestion: autocannon posts batches of 1,000 new readings (8 metrics × 125 moments) to
//    POST /api/sensors/readings with a device key, at 4 and 16 connections; readings/s is
//    requests/s × 1,000 (the 125 derived VPD readings per batch are stored on top).
// 2. Dashboard series (PostgreSQL): 30 days × 8 metrics at one reading a minute (345,600 rows)
//    in one environment, then GET /api/environments/:id/readings?range=30d and the series SQL
//    itself, 20 times each; the median and the slowest are reported.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer, root, signUp, withServer } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const drivers = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];
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
  const environment = await send('POST', '/api/environments', {
    name: 'Bench tent',
    type: 'tent',
    location: 'Lab',
  });
  const device = await send('POST', '/api/sensors', {
    name: 'Bench probe',
    environmentId: environment.id,
  });
  return { auth, environment, device };
}

const typical = {
  air_temperature: 24,
  humidity: 55,
  co2: 600,
  light: 40_000,
  soil_temperature: 22,
  soil_moisture: 45,
  soil_nutrients: 1.4,
  ph: 6.2,
};

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
      const value = typical[metric];
      readings.push({ metric, value, recordedAt });
    }
  }
  return JSON.stringify(readings);
}

function ingest(base, key, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/sensors/readings`,
        method: 'POST',
        connections,
        duration,
        headers: { 'content-type': 'application/json', 'x-device-key': key },
        requests: [{ setupRequest: (request) => ({ ...request, body: batch() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A month of one-minute readings posted through the API, so the rollups fill as in real use. */
async function fillMonth(base, auth) {
  const post = (url, body) =>
    fetch(base + url, { method: 'POST', headers: auth, body: JSON.stringify(body) }).then(
      (response) => response.json(),
    );
  const environment = (
    await post('/api/environments', { name: 'Month of readings', type: 'tent', location: 'Lab' })
  ).data;
  const device = (
    await post('/api/sensors', { name: 'Month probe', environmentId: environment.id })
  ).data;
  const start = Date.now() - 30 * 86_400_000;
  const batches = [];
  let readings = [];
  for (let at = start; at < Date.now(); at += 60_000) {
    const recordedAt = new Date(at).toISOString();
    for (const metric of metrics) {
      readings.push({ metric, value: typical[metric] * (0.9 + Math.random() * 0.2), recordedAt });
    }
    if (readings.length === 1000) {
      batches.push(readings);
      readings = [];
    }
  }
  if (readings.length > 0) batches.push(readings);
  const send = async () => {
    for (let next = batches.pop(); next; next = batches.pop()) {
      const response = await fetch(`${base}/api/sensors/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': device.key },
        body: JSON.stringify(next),
      });
      if (response.status !== 202) throw new Error(`readings: ${response.status}`);
    }
  };
  await Promise.all([send(), send(), send(), send()]);
  return environment.id;
}

async function seriesBench(base, auth, databaseUrl) {
  const environmentId = await fillMonth(base, auth);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
    const { rows: counted } = await client.query(
      'select count(*)::int as n from sensor_readings where environment_id = $1',
      [environmentId],
    );
    // The query behind GET /environments/:id/readings?range=30d (repository.ts).
    const sql = `select metric, floor(extract(epoch from bucket) / 14400)::bigint * 14400 as bucket,
                        (sum(sum) / sum(count))::real as avg, min(min) as min, max(max) as max
                 from sensor_rollups
                 where environment_id = $1 and bucket > now() - '30 days'::interval
                 group by 1, 2 order by 1, 2`;
    const sqlTimes = [];
    const httpTimes = [];
    for (let run = 0; run < 22; run++) {
      let started = performance.now();
      await client.query(sql, [environmentId]);
      if (run >= 2) sqlTimes.push(performance.now() - started);
      started = performance.now();
      const response = await fetch(`${base}/api/environments/${environmentId}/readings?range=30d`, {
        headers: auth,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`readings: ${response.status}`);
      if (run >= 2) httpTimes.push(performance.now() - started);
    }
    return {
      rows: counted[0].n,
      sqlMedianMs: Math.round(median(sqlTimes) * 10) / 10,
      sqlMaxMs: Math.round(Math.max(...sqlTimes) * 10) / 10,
      httpMedianMs: Math.round(median(httpTimes) * 10) / 10,
      httpMaxMs: Math.round(Math.max(...httpTimes) * 10) / 10,
    };
  } finally {
    await client.end();
  }
}

buildServer();
const results = { ingestion: [], series: null };
for (const driver of drivers) {
  await withServer(driver, {}, async ({ base, dataDir, env }) => {
    const { auth, device } = await growerWithDevice(base, dataDir);
    for (const connections of [4, 16]) {
      const result = await ingest(base, device.key, connections);
      const row = {
        driver,
        connections,
        requestsPerSecond: Math.round(result.requests.average),
        readingsPerSecond: Math.round(result.requests.average * 1000),
        p99: result.latency.p99,
        errors: result.errors + result.non2xx + result.timeouts,
      };
      results.ingestion.push(row);
      console.log(JSON.stringify(row));
    }
    if (driver === 'postgres') {
      results.series = await seriesBench(base, auth, env.DATABASE_URL);
      console.log(JSON.stringify(results.series));
    }
  });
}

console.log('\n| Driver | Connections | batches/s | readings/s | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of results.ingestion) {
  console.log(
    `| ${row.driver} | ${row.connections} | ${row.requestsPerSecond} | ${row.readingsPerSecond} | ${row.p99} | ${row.errors} |`,
  );
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/sensors.json'),
  `${JSON.stringify({ date: new Date().toISOString(), duration, cpus: os.cpus().length, ...results }, null, 2)}\n`,
);
if (results.ingestion.some((row) => row.errors > 0)) process.exitCode = 1;
