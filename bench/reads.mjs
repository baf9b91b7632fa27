// A grower's hot reads against two builds, interleaved in one run (issue 28): `node
// bench/reads.mjs [pglite|postgres]` (default postgres). BENCH_BASELINE names the other build
// to compare with (a copy of apps/api/dist made before a change, e.g. apps/api/dist/baseline/
// server.js); without it only the current build runs. Each build gets a fresh database and a
// grower with 50 plants (5 cycles of 10) and a seed line, then GET /api/plants, a plant by id
// and an inventory line by id are driven with autocannon at 10 and 100 connections, BENCH_ROUNDS
// (2) rounds, the builds taking turns. Prints each row and the median ratio new/baseline.
import path from 'node:path';
import {
  buildServer,
  cannon,
  databaseFor,
  loadRow,
  median,
  reportLoad,
  root,
  signUp,
  startServer,
  stop,
} from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const driver = process.argv[2] ?? 'postgres';
const builds = [
  ...(process.env.BENCH_BASELINE
    ? [{ name: 'baseline', entry: path.resolve(process.env.BENCH_BASELINE) }]
    : []),
  { name: 'new', entry: path.join(root, 'apps/api/dist/server.js') },
];

function read(base, auth, requestPath, connections, seconds = duration) {
  const requests = [{ path: requestPath }];
  return cannon({ url: base, connections, duration: seconds, headers: auth, requests });
}

/** A grower with 50 plants and a seed line; the paths of the three reads. */
async function seed(base, dataDir) {
  const { auth, send } = await signUp(base, dataDir);
  const strainId = (await send('GET', '/api/strains?q=Northern')).items[0].id;
  const line = await send('POST', '/api/inventory/seeds', { itemId: strainId, quantity: 60 });
  for (let index = 0; index < 5; index++) {
    await send('POST', '/api/grow-cycles', {
      name: `Grow ${index + 1}`,
      seedId: line.id,
      growMedium: 'soil',
      numberOfPlants: 10,
      startDate: '2026-03-01',
    });
  }
  const plants = await send('GET', '/api/plants');
  if (plants.length !== 50) throw new Error(`expected 50 plants, got ${plants.length}`);
  return {
    auth,
    scenarios: [
      ['GET /api/plants (50)', '/api/plants'],
      ['GET /api/plants/:id', `/api/plants/${plants[17].id}`],
      ['GET /api/inventory/seeds/:id', `/api/inventory/seeds/${line.id}`],
    ],
  };
}

buildServer();
const servers = [];
try {
  for (const build of builds) {
    const database = await databaseFor(driver);
    const server = await startServer({ ...database.env, RATE_LIMIT_SCALE: '1000' }, build.entry);
    servers.push({ build, database, server, base: await server.url });
  }
  for (const each of servers) Object.assign(each, await seed(each.base, each.database.dataDir));
  const rows = [];
  const ratios = [];
  for (const [index, [scenario]] of servers[0].scenarios.entries()) {
    for (const connections of [10, 100]) {
      const perBuild = new Map();
      for (let round = 1; round <= rounds; round++) {
        // The builds take turns, first one then the other leading.
        const order = round % 2 ? servers : [...servers].reverse();
        for (const each of order) {
          const requestPath = each.scenarios[index][1];
          if (round === 1) await read(each.base, each.auth, requestPath, connections, 2);
          const result = await read(each.base, each.auth, requestPath, connections);
          const row = loadRow(
            each.build.name,
            scenario,
            connections,
            result,
            result.errors + result.timeouts + result.non2xx,
          );
          rows.push(row);
          console.log(JSON.stringify(row));
          perBuild.set(each.build.name, [...(perBuild.get(each.build.name) ?? []), row]);
        }
      }
      if (perBuild.has('baseline')) {
        const rps = (name) => median(perBuild.get(name).map((row) => row.requestsPerSecond));
        const p99 = (name) => median(perBuild.get(name).map((row) => row.p99));
        ratios.push({
          scenario,
          connections,
          baseline: rps('baseline'),
          new: rps('new'),
          ratio: (rps('new') / rps('baseline')).toFixed(2),
          p99: `${p99('baseline')} → ${p99('new')} ms`,
        });
      }
    }
  }
  reportLoad(`reads-${driver}`, duration, rows);
  if (ratios.length) {
    console.log(
      '\n| Scenario | Connections | baseline req/s | new req/s | new/baseline | p99 baseline → new |',
    );
    console.log('|---|---:|---:|---:|---:|---|');
    for (const r of ratios) {
      console.log(
        `| ${r.scenario} | ${r.connections} | ${r.baseline} | ${r.new} | ${r.ratio}× | ${r.p99} |`,
      );
    }
  }
} finally {
  for (const each of servers) {
    await stop(each.server.child);
    await each.database.cleanup();
  }
}
