// A grower's own routes under load: `npm run bench:writes` (or `node bench/writes.mjs
// [pglite|postgres]`). Starts the built server on a fresh database per driver, signs a grower
// up, then drives each scenario with autocannon at 10 and 50 connections as that grower: the
// lists the inventory and grow-cycle pages read (on 20 seed lines and 10 cycles), then adding
// seeds and equipment to the inventory, changing a quantity, creating environments (each with a
// new name) and starting grow cycles. Every answer must be the route's own success status;
// results also go to bench/results/writes.json.
import { buildServer, cannon, loadRow, reportLoad, signUp, withServer } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const drivers = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];
const connectionCounts = [10, 50];
let sequence = 0;

/** The scenarios of one grower, given the ids their bodies refer to. */
function scenarios({ strainId, equipmentId, seedsLineId }) {
  return [
    // The reads first, on a grower's usual amount of records; the writes then add thousands.
    {
      name: 'GET /api/inventory/seeds',
      status: 200,
      request: { method: 'GET', path: '/api/inventory/seeds' },
    },
    {
      name: 'GET /api/grow-cycles',
      status: 200,
      request: { method: 'GET', path: '/api/grow-cycles' },
    },
    {
      name: 'POST /api/inventory/seeds',
      status: 201,
      request: {
        method: 'POST',
        path: '/api/inventory/seeds',
        body: JSON.stringify({ itemId: strainId, quantity: 5, price: '24.50' }),
      },
    },
    {
      name: 'POST /api/inventory/equipment',
      status: 201,
      request: {
        method: 'POST',
        path: '/api/inventory/equipment',
        body: JSON.stringify({ itemId: equipmentId, quantity: 1, storageLocation: 'Basement' }),
      },
    },
    {
      name: 'PATCH /api/inventory/seeds/:id',
      status: 200,
      request: {
        method: 'PATCH',
        path: `/api/inventory/seeds/${seedsLineId}`,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ quantity: (sequence++ % 20) + 1 }),
        }),
      },
    },
    {
      // Names are unique per grower, so each request brings a new one.
      name: 'POST /api/environments',
      status: 201,
      request: {
        method: 'POST',
        path: '/api/environments',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            name: `Tent ${sequence++}`,
            type: 'tent',
            location: 'Attic',
            widthCm: 80,
            depthCm: 80,
          }),
        }),
      },
    },
    {
      name: 'POST /api/grow-cycles',
      status: 201,
      request: {
        method: 'POST',
        path: '/api/grow-cycles',
        body: JSON.stringify({
          name: 'Bench grow',
          seedId: seedsLineId,
          growMedium: 'soil',
          numberOfPlants: 1,
          startDate: '2026-10-01',
        }),
      },
    },
  ];
}

function write(base, auth, scenario, connections, seconds = duration) {
  const requests = [scenario.request];
  return cannon({ url: base, connections, duration: seconds, headers: auth, requests });
}

async function benchDriver(driver) {
  return withServer(driver, { RATE_LIMIT_SCALE: '1000' }, async ({ base, dataDir }) => {
    const rows = [];
    const { auth, send } = await signUp(base, dataDir);
    const strainId = (await send('GET', '/api/strains?q=Northern')).items[0].id;
    const equipmentId = (await send('GET', '/api/equipment-items?type=light')).items[0].id;
    const seedsLineId = (
      await send('POST', '/api/inventory/seeds', { itemId: strainId, quantity: 10 })
    ).id;
    // What a grower in their second year might have: 20 lines of seeds, 10 grow cycles.
    for (let index = 1; index < 20; index++) {
      await send('POST', '/api/inventory/seeds', { itemId: strainId, quantity: index });
    }
    for (let index = 0; index < 10; index++) {
      await send('POST', '/api/grow-cycles', {
        name: `Grow ${index + 1}`,
        seedId: seedsLineId,
        growMedium: 'soil',
        numberOfPlants: 2,
        startDate: '2026-03-01',
      });
    }
    for (const scenario of scenarios({ strainId, equipmentId, seedsLineId })) {
      await write(base, auth, scenario, 10, 3);
      for (const connections of connectionCounts) {
        const result = await write(base, auth, scenario, connections);
        // autocannon counts any 2xx as success; the route's own status must be every one.
        const expected = result.statusCodeStats?.[scenario.status]?.count ?? 0;
        const otherSuccess = result['2xx'] - expected;
        rows.push(
          loadRow(
            driver,
            scenario.name,
            connections,
            result,
            result.errors + result.timeouts + result.non2xx + otherSuccess,
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

reportLoad('writes', duration, results);
