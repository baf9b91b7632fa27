import path from 'node:path';
import { and, count, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { environments, growCycles, inventoryItems } from '../db/schema/grow';
import { sensorReadings } from '../db/schema/sensors';
import { must } from '../test/must';
import { call, outboxReader, signUp, type HttpAnswer } from '../test/http-client';
import { serverDataPerTest, serverDriverName } from '../test/server-data';
import { startServer } from '../test/server-process';

/**
 * Reliability under load (issue 10): many growers at once, each signing up and then going about
 * a mixed grow for a minute (seeds and equipment, environments, grow cycles moved through their
 * phases, a sensor posting readings, and the reads of the pages between). The real server runs
 * in its own process over HTTP. Every answer must be the one a grower expects (no error of any
 * kind), and afterwards the database must hold every write the server acknowledged, as written.
 * LOAD_USERS and LOAD_SECONDS change the size; the defaults are the 200 for 60 s.
 */

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** A person waits a moment between clicks; 0–300 ms keeps the load heavy. */
const THINK_MS = 300;

const serverData = serverDataPerTest('mj-load-', { RATE_LIMIT_SCALE: '1000' });

/** A small seeded generator, so that a run's journeys can be repeated. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** What the server acknowledged, to be found in the database afterwards. */
interface Ledger {
  lines: Map<string, { quantity: number }>;
  environments: Map<string, { name: string }>;
  cycles: Map<string, { phase: string }>;
  /**
   * Readings accepted per sensor device, as `metric@time` (derived VPD not counted): a device
   * that sends a reading of the same moment again has it stored once.
   */
  readings: Map<string, Set<string>>;
}

interface Stats {
  errors: string[];
  /** Latencies by kind of request (all of them together for the overall numbers). */
  byKind: Map<string, number[]>;
  requests: number;
}

type Step = (grower: Grower) => Promise<void>;

interface Grower {
  token: string;
  random: ReturnType<typeof randomFrom>;
  seeds: string[];
  environments: string[];
  cycles: { id: string; phase: string }[];
  devices: { id: string; key: string; environmentId: string }[];
}

describe(`${USERS} growers at once for ${SECONDS} s, on ${serverDriverName()}`, () => {
  it('meet no error, and every acknowledged write is stored as written', async () => {
    const server = startServer(serverData.env);
    const url = await server.url;
    const outbox = outboxReader(path.join(serverData.dataDir, 'outbox'));
    const ledger: Ledger = {
      lines: new Map(),
      environments: new Map(),
      cycles: new Map(),
      readings: new Map(),
    };
    const stats: Stats = { errors: [], byKind: new Map(), requests: 0 };

    /** One request; any answer but the expected one is an error of the run. */
    const request = async (
      what: string,
      expected: number,
      method: string,
      route: string,
      body?: unknown,
      token?: string,
      headers?: Record<string, string>,
    ): Promise<HttpAnswer | null> => {
      const started = performance.now();
      stats.requests++;
      try {
        const answer = await call(url, method, route, body, token, headers);
        const took = performance.now() - started;
        const kind = stats.byKind.get(what) ?? [];
        kind.push(took);
        stats.byKind.set(what, kind);
        if (answer.status !== expected) {
          stats.errors.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
          return null;
        }
        return answer;
      } catch (error) {
        stats.errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    };

    const strains = await call(url, 'GET', '/api/strains?pageSize=50');
    const strainIds = (strains.body.data as { items: { id: string }[] }).items.map(({ id }) => id);
    const equipment = await call(url, 'GET', '/api/equipment-items?pageSize=50');
    const equipmentIds = (equipment.body.data as { items: { id: string }[] }).items.map(
      ({ id }) => id,
    );
    expect(strainIds.length).toBeGreaterThan(10);
    expect(equipmentIds.length).toBeGreaterThan(10);
    const data = <T>(answer: HttpAnswer | null) => answer?.body.data as T | undefined;

    const steps: { weight: number; step: Step }[] = [
      {
        weight: 3,
        step: async (grower) => {
          const quantity = grower.random.int(1, 10);
          const line = data<{ id: string }>(
            await request(
              'add seeds',
              201,
              'POST',
              '/api/inventory/seeds',
              { itemId: grower.random.pick(strainIds), quantity, price: '24.50' },
              grower.token,
            ),
          );
          if (line) {
            ledger.lines.set(line.id, { quantity });
            grower.seeds.push(line.id);
          }
        },
      },
      {
        weight: 2,
        step: async (grower) => {
          const quantity = grower.random.int(1, 4);
          const line = data<{ id: string }>(
            await request(
              'add equipment',
              201,
              'POST',
              '/api/inventory/equipment',
              { itemId: grower.random.pick(equipmentIds), quantity, storageLocation: 'Basement' },
              grower.token,
            ),
          );
          if (line) ledger.lines.set(line.id, { quantity });
        },
      },
      {
        weight: 2,
        step: async (grower) => {
          if (grower.seeds.length === 0) return;
          const id = grower.random.pick(grower.seeds);
          const quantity = grower.random.int(1, 20);
          const changed = await request(
            'change a quantity',
            200,
            'PATCH',
            `/api/inventory/seeds/${id}`,
            { quantity },
            grower.token,
          );
          if (changed) ledger.lines.set(id, { quantity });
        },
      },
      {
        weight: 1,
        step: async (grower) => {
          const name = `Tent ${grower.environments.length + 1}`;
          const created = data<{ id: string }>(
            await request(
              'create an environment',
              201,
              'POST',
              '/api/environments',
              { name, type: 'tent', location: 'Attic', widthCm: 80, depthCm: 80 },
              grower.token,
            ),
          );
          if (created) {
            ledger.environments.set(created.id, { name });
            grower.environments.push(created.id);
          }
        },
      },
      {
        weight: 1,
        step: async (grower) => {
          if (grower.seeds.length === 0) return;
          const seedId = grower.random.pick(grower.seeds);
          const cycle = data<{ id: string; phase: string }>(
            await request(
              'start a grow cycle',
              201,
              'POST',
              '/api/grow-cycles',
              {
                name: `Grow ${grower.cycles.length + 1}`,
                seedId,
                growMedium: 'soil',
                numberOfPlants: 1,
                startDate: '2026-10-01',
                ...(grower.environments.length > 0
                  ? { environmentId: grower.random.pick(grower.environments) }
                  : {}),
              },
              grower.token,
            ),
          );
          if (cycle) {
            ledger.cycles.set(cycle.id, { phase: cycle.phase });
            // Its plant took a seed from the line (issue 25).
            const line = ledger.lines.get(seedId);
            if (line) line.quantity = Math.max(0, line.quantity - 1);
            grower.cycles.push(cycle);
          }
        },
      },
      {
        weight: 1,
        step: async (grower) => {
          const cycle = grower.cycles.find(({ phase }) => phase === 'germinate');
          if (!cycle) return;
          const moved = await request(
            'move a cycle on',
            200,
            'POST',
            `/api/grow-cycles/${cycle.id}/phase`,
            { phase: 'vegetative', date: '2026-10-08' },
            grower.token,
          );
          if (moved) {
            cycle.phase = 'vegetative';
            ledger.cycles.set(cycle.id, { phase: 'vegetative' });
          }
        },
      },
      {
        weight: 2,
        step: async (grower) => {
          let device = grower.devices[0];
          if (!device) {
            const environmentId = grower.environments[0];
            if (!environmentId) return;
            const created = data<{ id: string; key: string }>(
              await request(
                'add a sensor',
                201,
                'POST',
                '/api/sensors',
                { name: 'ESP32', environmentId },
                grower.token,
              ),
            );
            if (!created) return;
            device = { ...created, environmentId };
            grower.devices.push(device);
          }
          // A batch as a device sends it: temperature and humidity at a few moments.
          const now = Date.now();
          const readings = Array.from({ length: 3 }, (_, index) => {
            const recordedAt = new Date(now - index * 1000 - grower.random.int(0, 999));
            return [
              { metric: 'air_temperature', value: 24 + grower.random.next(), recordedAt },
              { metric: 'humidity', value: 55 + grower.random.next() * 5, recordedAt },
            ];
          }).flat();
          const accepted = data<{ accepted: number }>(
            await request(
              'post readings',
              202,
              'POST',
              '/api/sensors/readings',
              { readings },
              undefined,
              { 'x-device-key': device.key },
            ),
          );
          if (accepted) {
            if (accepted.accepted !== readings.length) {
              stats.errors.push(
                `post readings: accepted ${accepted.accepted} of ${readings.length}`,
              );
            }
            const kept = ledger.readings.get(device.id) ?? new Set<string>();
            for (const { metric, recordedAt } of readings) {
              kept.add(`${metric}@${recordedAt.toISOString()}`);
            }
            ledger.readings.set(device.id, kept);
          }
        },
      },
      {
        weight: 4,
        step: async (grower) => {
          const route = grower.random.pick([
            '/api/inventory/seeds',
            '/api/inventory/totals',
            '/api/environments',
            '/api/grow-cycles',
            '/api/notifications',
            '/api/calendar?from=2026-10-01&to=2026-11-30',
            '/api/user',
            ...grower.environments.map((id) => `/api/environments/${id}/readings`),
          ]);
          await request(
            `read ${route.split('/').slice(0, 3).join('/')}`,
            200,
            'GET',
            route,
            undefined,
            grower.token,
          );
        },
      },
    ];
    const totalWeight = steps.reduce((sum, { weight }) => sum + weight, 0);
    const chooseStep = (grower: Grower): Step => {
      let roll = grower.random.next() * totalWeight;
      const chosen = steps.find(({ weight }) => (roll -= weight) < 0) ?? steps[steps.length - 1];
      return must(chosen).step;
    };

    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const signUps: number[] = [];
    const journey = async (index: number) => {
      const random = randomFrom(20_261_124 + index);
      // Growers arrive over the first five seconds, not all in the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, random.int(0, 5000)));
      let token: string;
      try {
        const arrived = performance.now();
        ({ token } = await signUp(url, outbox, `Load ${index}`));
        signUps.push(performance.now() - arrived);
      } catch (error) {
        stats.errors.push(`sign up: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      const grower: Grower = {
        token,
        random,
        seeds: [],
        environments: [],
        cycles: [],
        devices: [],
      };
      while (Date.now() < deadline) {
        await chooseStep(grower)(grower);
        await new Promise((resolve) => setTimeout(resolve, random.int(0, THINK_MS)));
      }
    };
    await Promise.all(Array.from({ length: USERS }, (_, index) => journey(index)));
    const seconds = (Date.now() - started) / 1000;

    expect((await server.stop()).code).toBe(0);
    const percentile = (values: number[], share: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return Math.round(sorted[Math.floor(share * (sorted.length - 1))] ?? 0);
    };
    const spread = (values: number[]) =>
      `p50 ${percentile(values, 0.5)} ms, p95 ${percentile(values, 0.95)} ms, p99 ${percentile(values, 0.99)} ms`;
    // The numbers for BENCHMARKS.md; warn is what the lint lets a test print.
    console.warn(
      [
        `load on ${serverDriverName()}: ${USERS} growers, ${stats.requests} requests in ${seconds.toFixed(0)} s ` +
          `(${Math.round(stats.requests / seconds)}/s), ${spread([...stats.byKind.values()].flat())}`,
        `  sign-up (two requests and the mail): ${spread(signUps)}`,
        ...[...stats.byKind].map(
          ([kind, values]) => `  ${kind}: ${values.length}, ${spread(values)}`,
        ),
        `  acknowledged: ${ledger.lines.size} inventory lines, ${ledger.environments.size} ` +
          `environments, ${ledger.cycles.size} cycles, ` +
          `${[...ledger.readings.values()].reduce((sum, kept) => sum + kept.size, 0)} readings`,
      ].join('\n'),
    );
    expect(stats.errors.slice(0, 20)).toEqual([]);
    expect(signUps).toHaveLength(USERS);
    // Every kind of write happened, so that the checks below check something.
    expect(
      Math.min(ledger.lines.size, ledger.environments.size, ledger.cycles.size),
    ).toBeGreaterThan(0);
    expect(ledger.readings.size).toBeGreaterThan(0);

    const database = await openDatabase(serverData.target.config);
    try {
      const { db } = database;
      const lines = await db
        .select({ id: inventoryItems.id, quantity: inventoryItems.quantity })
        .from(inventoryItems)
        .where(inArray(inventoryItems.id, [...ledger.lines.keys()]));
      expect(Object.fromEntries(lines.map(({ id, quantity }) => [id, { quantity }]))).toEqual(
        Object.fromEntries(ledger.lines),
      );
      const rooms = await db
        .select({ id: environments.id, name: environments.name })
        .from(environments)
        .where(inArray(environments.id, [...ledger.environments.keys()]));
      expect(Object.fromEntries(rooms.map(({ id, name }) => [id, { name }]))).toEqual(
        Object.fromEntries(ledger.environments),
      );
      const cycles = await db
        .select({ id: growCycles.id, phase: growCycles.phase })
        .from(growCycles)
        .where(inArray(growCycles.id, [...ledger.cycles.keys()]));
      expect(Object.fromEntries(cycles.map(({ id, phase }) => [id, { phase }]))).toEqual(
        Object.fromEntries(ledger.cycles),
      );
      const readings = await db
        .select({ deviceId: sensorReadings.deviceId, n: count() })
        .from(sensorReadings)
        .where(
          and(
            inArray(sensorReadings.deviceId, [...ledger.readings.keys()]),
            ne(sensorReadings.metric, 'vpd'),
          ),
        )
        .groupBy(sensorReadings.deviceId);
      expect(Object.fromEntries(readings.map(({ deviceId, n }) => [deviceId, n]))).toEqual(
        Object.fromEntries([...ledger.readings].map(([id, kept]) => [id, kept.size])),
      );
    } finally {
      await database.close();
    }
  }, 600_000);
});
