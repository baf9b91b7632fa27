// MaryJane against Emerald Plant Tracker (EPT) on the same machine, in one run (issue 28):
// `EPT_DIR=/path/to/emerald-plant-tracker node bench/race.mjs`. It fetches nothing: EPT_DIR is a
// checkout with `npm install` run in its backend/ (BENCHMARKS.md, "Race", says how). It starts
// EPT (Express 5 + sqlite3; RATE_LIMIT_MAX lifted) and MaryJane on each of RACE_VARIANTS
// (`embedded,postgres`: the embedded default and a throw-away database on BENCH_DATABASE_URL's
// server; `pglite` adds EMBEDDED_DATABASE=pglite), makes 50 plants in each through its API, then
// for every scenario runs each server in turn, BENCH_ROUNDS (3) rounds with the order rotating,
// BENCH_SECONDS (5) s each, and prints the medians with MaryJane/EPT ratios. Then idle memory
// (PSS of each server's whole process tree, database included, 15 s idle after the start and
// again after the load), restart to the
// first 200 (SIGTERM, start again on the same data; median of 3) and MaryJane's first start.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildServer,
  cannon,
  databaseFor,
  freePort,
  median,
  signUp,
  startServer,
  stop,
} from './lib.mjs';

const eptDir = path.resolve(process.env.EPT_DIR ?? process.argv[2] ?? '');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const variants = (process.env.RACE_VARIANTS ?? 'embedded,postgres').split(',');
const eptEntry = path.join(eptDir, 'backend', 'server.js');
if (!existsSync(eptEntry) || !existsSync(path.join(eptDir, 'backend', 'node_modules'))) {
  console.error('Set EPT_DIR to an Emerald Plant Tracker checkout with backend/node_modules.');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor200(url, child, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(10);
  }
  throw new Error(`${url} did not answer 200 in time`);
}

/** PSS in MiB of a process and all its descendants (Linux). */
function treePss(pid) {
  const children = (parent) => {
    try {
      return readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const all = [];
  const walk = (each) => {
    all.push(each);
    for (const child of children(each)) walk(child);
  };
  walk(pid);
  let kib = 0;
  for (const each of all) {
    try {
      const match = readFileSync(`/proc/${each}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+)/m);
      kib += Number(match?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return { mib: Math.round(kib / 1024), processes: all.length };
}

// ── EPT ──────────────────────────────────────────────────────────────────────────────────────
async function startEpt(dataDir, port) {
  const child = spawn(process.execPath, [eptEntry], {
    cwd: path.join(eptDir, 'backend'),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      NODE_ENV: 'production',
      DATABASE_URL: path.join(dataDir, 'ept.db'),
      RATE_LIMIT_MAX: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor200(`${base}/api/health`, child);
  return { child, base };
}

async function eptServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ept-race-'));
  const port = await freePort();
  const server = await startEpt(dataDir, port);
  const send = async (method, requestPath, body) => {
    const response = await fetch(`${server.base}${requestPath}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`EPT ${method} ${requestPath}: ${response.status}`);
    return response.json();
  };
  const plants = [];
  for (let index = 0; index < 50; index++) {
    plants.push(
      await send('POST', '/api/plants', {
        name: `Plant ${index + 1}`,
        strain: 'Northern Lights',
        stage: 'vegetative',
        grow_tent: 'Tent 1',
        planted_date: '2026-03-01',
      }),
    );
  }
  const listed = await send('GET', '/api/plants');
  if (!Array.isArray(listed) || listed.length !== 50) throw new Error('EPT: expected 50 plants');
  return {
    name: 'EPT',
    server,
    base: server.base,
    headers: {},
    paths: {
      list: '/api/plants',
      plant: `/api/plants/${plants[17].id}`,
      item: `/api/plants/${plants[23].id}`,
    },
    write: () => ({
      method: 'POST',
      path: '/api/logs',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plant_id: plants[5].id, type: 'watering', description: 'Watered' }),
    }),
    writeStatus: 201,
    restart: async () => {
      await stop(server.child);
      const started = performance.now();
      const again = await startEpt(dataDir, port);
      const ms = performance.now() - started;
      server.child = again.child;
      return ms;
    },
    cleanup: async () => {
      await stop(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built MaryJane on `port`, polled every 10 ms until /api/health answers 200. */
async function startMaryJane(env, port) {
  const server = await startServer(env, undefined, { port, pollMs: 10 });
  return { child: server.child, base: await server.url };
}

// ── MaryJane ─────────────────────────────────────────────────────────────────────────────────
async function maryJane(variant) {
  const database = await databaseFor(variant === 'postgres' ? 'postgres' : 'embedded');
  const env = {
    ...database.env,
    RATE_LIMIT_SCALE: '1000',
    ...(variant === 'pglite' ? { EMBEDDED_DATABASE: 'pglite' } : {}),
  };
  const port = await freePort();
  const started = performance.now();
  let server = await startMaryJane(env, port);
  const { base } = server;
  const firstStart = performance.now() - started;
  const { auth, send } = await signUp(base, database.dataDir);
  const strainId = (await send('GET', '/api/strains?q=Northern')).items[0].id;
  const line = await send('POST', '/api/inventory/seeds', { itemId: strainId, quantity: 60 });
  const cycle = await send('POST', '/api/grow-cycles', {
    name: 'Race',
    seedId: line.id,
    growMedium: 'soil',
    numberOfPlants: 50,
    startDate: '2026-03-01',
  });
  const plants = await send('GET', '/api/plants');
  if (plants.length !== 50) throw new Error(`MaryJane: expected 50 plants, got ${plants.length}`);
  const label = { embedded: 'MaryJane embedded', postgres: 'MaryJane PostgreSQL' }[variant];
  let entries = 0;
  return {
    name: label ?? `MaryJane ${variant}`,
    firstStart,
    get server() {
      return server;
    },
    base,
    headers: auth,
    paths: {
      list: '/api/plants',
      plant: `/api/plants/${plants[17].id}`,
      item: `/api/inventory/seeds/${line.id}`,
    },
    write: () => ({
      method: 'POST',
      path: `/api/grow-cycles/${cycle.id}/journal`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ date: '2026-03-10', kind: 'water', note: `Watered ${entries++}` }),
    }),
    writeStatus: 201,
    restart: async () => {
      await stop(server.child);
      const startedAgain = performance.now();
      server = await startMaryJane(env, port);
      return performance.now() - startedAgain;
    },
    cleanup: async () => {
      await stop(server.child);
      await database.cleanup();
    },
  };
}

function race(target, request, connections) {
  const headers = request.headers ?? target.headers;
  return cannon({ url: target.base, connections, duration, headers, requests: [request] });
}

const scenarios = [
  { name: '50-row list', connections: 10, request: (t) => ({ path: t.paths.list }) },
  { name: '50-row list', connections: 100, request: (t) => ({ path: t.paths.list }) },
  { name: 'single row (a plant)', connections: 10, request: (t) => ({ path: t.paths.plant }) },
  { name: 'single row (an item)', connections: 10, request: (t) => ({ path: t.paths.item }) },
  { name: 'write (journal entry / log)', connections: 10, request: (t) => t.write() },
];

buildServer();
const targets = [];
try {
  targets.push(await eptServer());
  for (const variant of variants) targets.push(await maryJane(variant));

  // Idle after start and seeding: MaryJane's pool closes connections idle for 10 s.
  await sleep(15_000);
  const idleMemory = Object.fromEntries(targets.map((t) => [t.name, treePss(t.server.child.pid)]));

  const table = [];
  for (const scenario of scenarios) {
    const results = new Map(targets.map((target) => [target.name, []]));
    for (let round = 0; round < rounds; round++) {
      // Each round starts with another server, so none always runs first.
      const order = targets.map((_, index) => targets[(index + round) % targets.length]);
      for (const target of order) {
        const request = scenario.request(target);
        if (round === 0) await race(target, request, scenario.connections); // warm-up
        const result = await race(target, request, scenario.connections);
        const bad = result.errors + result.timeouts + result.non2xx;
        if (bad > 0) throw new Error(`${target.name} ${scenario.name}: ${bad} failed requests`);
        results.get(target.name).push({ rps: result.requests.average, p99: result.latency.p99 });
      }
    }
    const row = { scenario: `${scenario.name}, ${scenario.connections} conns` };
    for (const target of targets) {
      const runs = results.get(target.name);
      row[target.name] = {
        rps: median(runs.map((r) => r.rps)),
        p99: median(runs.map((r) => r.p99)),
      };
    }
    table.push(row);
    console.log(JSON.stringify(row));
  }

  // Idle again after the load, once the pool has closed its idle connections.
  await sleep(15_000);
  const memory = Object.fromEntries(targets.map((t) => [t.name, treePss(t.server.child.pid)]));
  const restarts = {};
  for (const target of targets) {
    const times = [];
    for (let round = 0; round < 3; round++) times.push(await target.restart());
    restarts[target.name] = Math.round(median(times));
  }

  const ept = 'EPT';
  const names = targets.map((t) => t.name).filter((name) => name !== ept);
  const ratio = (value, base) => `${(value / base).toFixed(2)}×`;
  console.log(`\nRace: ${rounds} rounds of ${duration} s, medians; ratio = MaryJane / EPT\n`);
  console.log(`| what | ${names.join(' | ')} | EPT |`);
  console.log(`|---|${names.map(() => '---|').join('')}---|`);
  for (const row of table) {
    const base = row[ept];
    const cells = names.map(
      (name) =>
        `${Math.round(row[name].rps)} req/s (${ratio(row[name].rps, base.rps)}), p99 ${row[name].p99} ms`,
    );
    console.log(
      `| ${row.scenario} | ${cells.join(' | ')} | ${Math.round(base.rps)} req/s, p99 ${base.p99} ms |`,
    );
  }
  const memoryCells = names.map(
    (name) => `${memory[name].mib} MiB (${memory[name].processes} processes)`,
  );
  const idleCells = names.map(
    (name) => `${idleMemory[name].mib} MiB (${idleMemory[name].processes} processes)`,
  );
  console.log(
    `| idle PSS, whole tree, after start | ${idleCells.join(' | ')} | ${idleMemory[ept].mib} MiB |`,
  );
  console.log(
    `| idle PSS, whole tree, after the load | ${memoryCells.join(' | ')} | ${memory[ept].mib} MiB |`,
  );
  console.log(
    `| restart to first 200 | ${names.map((name) => `${restarts[name]} ms`).join(' | ')} | ${restarts[ept]} ms |`,
  );
  const firsts = names.map(
    (name) => `${Math.round(targets.find((t) => t.name === name).firstStart)} ms`,
  );
  console.log(`| first start to 200 | ${firsts.join(' | ')} | |`);
} finally {
  for (const target of targets) await target.cleanup().catch(() => {});
}
