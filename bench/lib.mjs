// Shared by the benchmarks: a free port, the built server on a fresh database, admin access to
// the PostgreSQL server, and the build step.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'apps/api/dist/server.js');
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built server with request logging off (LOG_LEVEL=warn), ready once /api/health answers;
 * `entry` runs another build of it (a baseline copy to compare with); `port` keeps one across a
 * restart, `pollMs` times the first 200 more closely.
 */
export async function startServer(env, entry = serverEntry, { port, pollMs = 200 } = {}) {
  port ??= await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const url = (async () => {
    for (let attempt = 0; attempt < 120_000 / pollMs; attempt++) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const healthy = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return base;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    throw new Error('server did not become healthy within 2 minutes');
  })();
  return { child, url };
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function withAdmin(run) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database for one driver: a temporary DATA_DIR for PGlite, a throw-away PostgreSQL database. */
export async function databaseFor(driver) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-bench-'));
  const env = { DATA_DIR: dataDir };
  const cleanups = [async () => rmSync(dataDir, { recursive: true, force: true })];
  if (driver === 'postgres') {
    const name = `mj_bench_${randomBytes(4).toString('hex')}`;
    await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanups.push(() =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    );
  }
  return {
    env,
    dataDir,
    cleanup: async () => {
      for (const run of cleanups) await run();
    },
  };
}

/**
 * Runs `run({ base, dataDir, env })` against the built server on a fresh database for `driver`
 * (`env` added to the server's environment; `entry`: another build's server.js), then stops the server and removes the database.
 */
export async function withServer(driver, env, run, entry = serverEntry) {
  const database = await databaseFor(driver);
  const server = await startServer({ ...database.env, ...env }, entry);
  try {
    return await run({
      base: await server.url,
      dataDir: database.dataDir,
      env: database.env,
      pid: server.child.pid,
    });
  } finally {
    await stop(server.child);
    await database.cleanup();
  }
}

/** Builds the API unless BENCH_BUILD=0 and a build exists. */
export function buildServer() {
  if (existsSync(serverEntry) && process.env.BENCH_BUILD === '0') return;
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/**
 * A grower signed up through the API as a person would (the code from the server's outbox).
 * Returns the session token, headers that carry it and a JSON request helper.
 */
export async function signUp(base, dataDir) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.org`;
  const json = { 'Content-Type': 'application/json' };
  await fetch(`${base}/api/user/verify-email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, lang: 'en' }),
  });
  const outbox = path.join(dataDir, 'outbox');
  let code;
  for (let attempt = 0; attempt < 50 && !code; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      const text = readFileSync(path.join(outbox, file), 'utf8');
      if (text.includes(email)) code = /\b(\d{6})\b/.exec(text)?.[1];
    }
  }
  const registered = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email,
      username: 'Bench',
      password: 'Grow-Tent-2026',
      emailVerificationCode: code,
    }),
  }).then((response) => response.json());
  const { token } = registered.data;
  const auth = { ...json, Authorization: `Bearer ${token}` };
  const send = async (method, url, body) => {
    const response = await fetch(base + url, { method, headers: auth, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
    return (await response.json()).data;
  };
  return { token, auth, send };
}

/** The middle value of `values` (the upper middle of an even count); `values` is left as it was. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One autocannon run with `options`, as a promise of its result. */
export function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One row of a load table from an autocannon result; `errors` as the scenario counts them. */
export function loadRow(driver, scenario, connections, result, errors) {
  return {
    driver,
    scenario,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
  };
}

/**
 * Prints the rows as a Markdown table, writes them to bench/results/<name>.json with the date
 * and the machine, and fails the run if any request failed.
 */
export function reportLoad(name, duration, results) {
  console.log(
    '\n| Driver | Scenario | Connections | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of results) {
    console.log(
      `| ${row.driver} | ${row.scenario} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.max} | ${row.errors} |`,
    );
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, `bench/results/${name}.json`),
    `${JSON.stringify({ date: new Date().toISOString(), duration, cpus: os.cpus().length, results }, null, 2)}\n`,
  );
  if (results.some((row) => row.errors > 0)) process.exitCode = 1;
}

/**
 * One reading a minute of each of `typical`'s metrics from `from` until a minute ago, each value
 * within 10 % of the typical one, posted through the API with `key` in batches of at most 1,000
 * (whole minutes), four requests at a time: the rollups fill as in real use.
 */
export async function postMinuteReadings(base, key, typical, from) {
  const metrics = Object.keys(typical);
  const perBatch = Math.floor(1000 / metrics.length) * metrics.length;
  const batches = [];
  let readings = [];
  for (let at = from; at < Date.now() - 60_000; at += 60_000) {
    const recordedAt = new Date(at).toISOString();
    for (const metric of metrics) {
      readings.push({ metric, value: typical[metric] * (0.9 + Math.random() * 0.2), recordedAt });
    }
    if (readings.length === perBatch) {
      batches.push(readings);
      readings = [];
    }
  }
  if (readings.length > 0) batches.push(readings);
  const send = async () => {
    for (let next = batches.pop(); next; next = batches.pop()) {
      const response = await fetch(`${base}/api/sensors/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': key },
        body: JSON.stringify(next),
      });
      if (response.status !== 202) throw new Error(`readings: ${response.status}`);
    }
  };
  await Promise.all([send(), send(), send(), send()]);
}

/** Typical readings of each metric a bench posts (a tent in mid-flower). */
export const typicalReadings = {
  air_temperature: 24,
  humidity: 55,
  co2: 600,
  light: 40_000,
  soil_temperature: 22,
  soil_moisture: 45,
  soil_nutrients: 1.4,
  ph: 6.2,
};

/** An environment and a sensor device in it, made through the API with a grower's `send`. */
export async function environmentWithDevice(send, name = 'Bench tent') {
  const environment = await send('POST', '/api/environments', {
    name,
    type: 'tent',
    location: 'Lab',
  });
  const device = await send('POST', '/api/sensors', {
    name: 'Bench probe',
    environmentId: environment.id,
  });
  return { environment, device };
}

/** GET /api/health in a loop until stopped; the answers' times in ms. */
export function healthProbe(base) {
  const times = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return async () => {
    running = false;
    await done;
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { probes: times.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) };
  };
}
