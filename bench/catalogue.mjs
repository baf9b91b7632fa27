// Load test of the catalogue reads: `npm run bench` (or `node bench/catalogue.mjs [pglite|postgres]`).
// Starts the built server (apps/api/dist/server.js) on a fresh database per driver, warms it up,
// then drives each scenario with autocannon at 10 and 100 connections and prints one table.
// PostgreSQL comes from BENCH_DATABASE_URL (default: the local test server); a database of its
// own is created and dropped. Results also go to bench/results/catalogue.json.
import { buildServer, cannon, loadRow, reportLoad, withServer } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const drivers = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];

/** Each scenario cycles through its paths, so caches see a realistic mix of filters. */
const scenarios = [
  {
    name: 'GET /api/strains (filters)',
    paths: [
      '/api/strains?floweringType=autoflowering&thcLevel=high&sort=price',
      '/api/strains?effect=medical&cbd=high',
      '/api/strains?maxGrowWeeks=11&maxIndoorHeight=100&sort=growWeeks',
      '/api/strains?q=kush&page=1&pageSize=24',
      '/api/strains?seedType=feminized&minPrice=5&maxPrice=12&sort=-thc&page=2',
    ],
  },
  {
    name: 'GET /api/equipment-items',
    paths: [
      '/api/equipment-items',
      '/api/equipment-items?type=light&sort=price',
      '/api/equipment-items?category=ventilation&budget=balanced',
      '/api/equipment-items?q=tent&sort=-price',
      '/api/equipment-items?page=3&pageSize=24',
    ],
  },
  {
    // A unique address per request misses the visitor cache: this is what a signed-in grower
    // (whose answers include their own items) or a first visitor costs, database included.
    name: 'GET /api/strains (filters, uncached)',
    unique: true,
    paths: [
      '/api/strains?floweringType=autoflowering&thcLevel=high&sort=price',
      '/api/strains?effect=medical&cbd=high',
      '/api/strains?maxGrowWeeks=11&maxIndoorHeight=100&sort=growWeeks',
    ],
  },
  {
    name: 'GET /api/equipment-items (uncached)',
    unique: true,
    paths: [
      '/api/equipment-items?type=light&sort=price',
      '/api/equipment-items?category=ventilation&budget=balanced',
      '/api/equipment-items?q=tent&sort=-price',
    ],
  },
];
const connectionCounts = [10, 100];
let requestNumber = 0;

function load(url, scenario, connections) {
  return cannon({
    url,
    connections,
    duration,
    requests: scenario.paths.map((p) => ({
      method: 'GET',
      path: p,
      // Unknown parameters are ignored by the API but make the address new.
      ...(scenario.unique && {
        setupRequest: (request) => ({ ...request, path: `${p}&nocache=${requestNumber++}` }),
      }),
    })),
  });
}

async function benchDriver(driver) {
  return withServer(driver, {}, async ({ base }) => {
    const rows = [];
    for (const scenario of scenarios) {
      // Every path answers 200 before it is measured, and the first queries are warm.
      for (const p of scenario.paths) {
        const response = await fetch(base + p);
        if (response.status !== 200) throw new Error(`${p}: ${response.status}`);
      }
      await load(base, scenario, 10);
      for (const connections of connectionCounts) {
        const result = await load(base, scenario, connections);
        rows.push(
          loadRow(
            driver,
            scenario.name,
            connections,
            result,
            result.errors + result.non2xx + result.timeouts,
          ),
        );
        console.log(JSON.stringify(rows.at(-1)));
      }
    }
    return rows;
  });
}

buildServer();

const results = [];
for (const driver of drivers) results.push(...(await benchDriver(driver)));

reportLoad('catalogue', duration, results);
