import type { Page } from '@maryjane/contract/catalogue';
import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { NotificationList } from '@maryjane/contract/notifications';
import {
  vapourPressureDeficit,
  type EnvironmentReadings,
  type SensorDevice,
  type SensorDeviceWithKey,
} from '@maryjane/contract/sensors';
import type { Strain } from '@maryjane/contract/strains';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sensorReadings } from '../../db/schema/sensors';
import { registerUser } from '../../test/accounts';
import { createTestApp, type TestApp, useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';

const t = useTestApp({ seed: true });
let mary: Client;
let otto: Client;
let tent: Environment;
let device: SensorDeviceWithKey;

/** Readings as a device posts them. */
function post(key: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sensors/readings',
    headers: { 'x-device-key': key },
    payload: payload as Record<string, unknown>,
  });
}

async function storedReadings(environmentId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sensorReadings)
    .where(eq(sensorReadings.environmentId, environmentId));
  return row?.n ?? 0;
}

async function environmentWithCycle(client: Client, name: string, phase?: string) {
  const environment = await client.post<Environment>('/api/environments', {
    name,
    type: 'tent',
    location: 'Attic',
  });
  const strain = must((await client.get<Page<Strain>>('/api/strains')).items[0]);
  const seeds = await client.post<InventoryItem>('/api/inventory/seeds', { itemId: strain.id });
  const cycle = await client.post<GrowCycle>('/api/grow-cycles', {
    name: `${name} grow`,
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 1,
    startDate: '2026-10-01',
    environmentId: environment.id,
  });
  for (const next of phase === 'flowering' ? ['vegetative', 'flowering'] : []) {
    await client.data('POST', `/api/grow-cycles/${cycle.id}/phase`, {
      phase: next,
      date: '2026-10-10',
    });
  }
  return environment;
}

/** A new grower on `app` with a sensor in an environment whose grow is in `phase`. */
async function growerWithSensor(app: TestApp, environmentName: string, phase?: string) {
  const client = clientFor(app, (await registerUser(app)).token);
  const environment = await environmentWithCycle(client, environmentName, phase);
  const sensor = await client.post<SensorDeviceWithKey>('/api/sensors', {
    name: `${environmentName} probe`,
    environmentId: environment.id,
  });
  return { client, environment, sensor };
}

/** The ten-minute bucket an hour ago, and a moment `minutes` into it. */
function bucketAnHourAgo() {
  const bucket = Math.floor((Date.now() - 3600_000) / 600_000) * 600_000;
  return { bucket, at: (minutes: number) => new Date(bucket + minutes * 60_000).toISOString() };
}

beforeAll(async () => {
  mary = clientFor(t, (await registerUser(t)).token);
  otto = clientFor(t, (await registerUser(t)).token);
  tent = await environmentWithCycle(mary, 'Attic tent', 'flowering');
  device = await mary.post<SensorDeviceWithKey>('/api/sensors', {
    name: 'ESP32 in the tent',
    environmentId: tent.id,
  });
});

describe('devices', () => {
  it('shows the key once and only its prefix afterwards', async () => {
    expect(device.key.length).toBeGreaterThanOrEqual(32);
    expect(device.keyPrefix).toBe(device.key.slice(0, 6));
    const [listed] = await mary.get<SensorDevice[]>('/api/sensors');
    expect(listed).toMatchObject({ id: device.id, environment: { id: tent.id } });
    expect(JSON.stringify(listed)).not.toContain(device.key);
  });

  it('refuses another grower’s environment and device', async () => {
    expect(
      await otto.fieldErrors('POST', '/api/sensors', { name: 'Spy', environmentId: tent.id }),
    ).toEqual([{ field: 'environmentId', code: 'notFound' }]);
    expect((await otto.call('POST', `/api/sensors/${device.id}/key`)).status).toBe(404);
    expect((await otto.call('DELETE', `/api/sensors/${device.id}`)).status).toBe(404);
    expect((await otto.call('GET', `/api/environments/${tent.id}/readings`)).status).toBe(404);
    expect((await otto.call('GET', `/api/environments/${tent.id}/targets`)).status).toBe(404);
  });

  it('stops taking readings with a renewed or deleted key', async () => {
    const spare = await mary.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'Spare',
      environmentId: tent.id,
    });
    expect((await post(spare.key, { metric: 'co2', value: 800 })).statusCode).toBe(202);
    const renewed = await mary.data<SensorDeviceWithKey>('POST', `/api/sensors/${spare.id}/key`);
    expect((await post(spare.key, { metric: 'co2', value: 800 })).statusCode).toBe(401);
    expect((await post(renewed.key, { metric: 'co2', value: 800 })).statusCode).toBe(202);
    expect((await mary.call('DELETE', `/api/sensors/${spare.id}`)).status).toBe(204);
    expect((await post(renewed.key, { metric: 'co2', value: 800 })).statusCode).toBe(401);
    expect((await post('', { metric: 'co2', value: 800 })).statusCode).toBe(401);
  });
});

describe('ingestion', () => {
  it('takes one reading, an array or {readings}, and derives VPD', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const response = await post(device.key, {
      readings: [
        { metric: 'air_temperature', value: 25, recordedAt: at },
        { metric: 'humidity', value: 50, recordedAt: at },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toEqual({ accepted: 2 });
    expect((await post(device.key, [{ metric: 'ph', value: 6.3 }])).statusCode).toBe(202);
    expect((await post(device.key, { metric: 'co2', value: 650 })).statusCode).toBe(202);

    const readings = await mary.get<EnvironmentReadings>(`/api/environments/${tent.id}/readings`);
    const vpd = must(readings.latest.find((reading) => reading.metric === 'vpd'));
    expect(vpd.value).toBeCloseTo(vapourPressureDeficit(25, 50), 3);
    expect(vpd.recordedAt).toBe(at);
  });

  it('pairs a lone humidity reading with the latest stored temperature of the last ten minutes', async () => {
    const client = clientFor(t, (await registerUser(t)).token);
    const room = await client.post<Environment>('/api/environments', {
      name: 'Pairing room',
      type: 'room',
      location: 'Attic',
    });
    const probe = await client.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'Probe',
      environmentId: room.id,
    });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await post(probe.key, [
      { metric: 'air_temperature', value: 30, recordedAt: minutesAgo(30) },
      { metric: 'air_temperature', value: 24, recordedAt: minutesAgo(8) },
      { metric: 'air_temperature', value: 26, recordedAt: minutesAgo(5) },
    ]);
    // Paired with 26 °C (5 min before), not 24 °C (older) nor 30 °C (outside the ten minutes).
    await post(probe.key, [{ metric: 'humidity', value: 55, recordedAt: minutesAgo(1) }]);
    // Nothing stored within ten minutes before: no VPD for this one.
    await post(probe.key, [{ metric: 'humidity', value: 60, recordedAt: minutesAgo(40) }]);
    const readings = await client.get<EnvironmentReadings>(`/api/environments/${room.id}/readings`);
    const vpd = must(readings.latest.find((reading) => reading.metric === 'vpd'));
    expect(vpd.value).toBeCloseTo(vapourPressureDeficit(26, 55), 3);
    const day = await client.get<EnvironmentReadings>(
      `/api/environments/${room.id}/readings?range=24h`,
    );
    const points = must(day.series.find((entry) => entry.metric === 'vpd')).points;
    expect(points.reduce((count, point) => count + (point.max > 0 ? 1 : 0), 0)).toBe(1);
  });

  it('refuses physically impossible values and stores nothing of a bad batch', async () => {
    const before = await storedReadings(tent.id);
    const response = await post(device.key, [
      { metric: 'air_temperature', value: 22 },
      { metric: 'ph', value: 15 },
      { metric: 'humidity', value: 101 },
      { metric: 'wind', value: 3 },
      { metric: 'co2', value: 400, recordedAt: '2030-01-01T00:00:00Z' },
    ]);
    expect(response.statusCode).toBe(422);
    const fields = (response.json().errors as { field: string; code: string }[]).map(
      ({ field, code }) => `${field}:${code}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        '1.value:outOfRange',
        '2.value:outOfRange',
        '3.metric:invalid',
        '4.recordedAt:outOfRange',
      ]),
    );
    expect(await storedReadings(tent.id)).toBe(before);
    const tooMany = Array.from({ length: 1001 }, () => ({ metric: 'co2', value: 500 }));
    expect((await post(device.key, tooMany)).statusCode).toBe(422);
    expect(await storedReadings(tent.id)).toBe(before);
  });

  it('stores a batch of 1,000 in one go', async () => {
    const before = await storedReadings(tent.id);
    const start = Date.now() - 1000 * 60_000;
    const batch = Array.from({ length: 1000 }, (_, index) => ({
      metric: 'soil_moisture',
      value: 40 + (index % 10),
      recordedAt: new Date(start + index * 60_000).toISOString(),
    }));
    expect((await post(device.key, batch)).statusCode).toBe(202);
    expect(await storedReadings(tent.id)).toBe(before + 1000);
  });
});

describe('series', () => {
  it('averages readings into buckets with min and max', async () => {
    const { client, environment, sensor } = await growerWithSensor(t, 'Cellar');
    // Two full 10-minute buckets an hour ago: 20, 22, 24 and 30, 32.
    const { bucket, at } = bucketAnHourAgo();
    await post(sensor.key, [
      { metric: 'soil_temperature', value: 20, recordedAt: at(1) },
      { metric: 'soil_temperature', value: 22, recordedAt: at(3) },
      { metric: 'soil_temperature', value: 24, recordedAt: at(9) },
      { metric: 'soil_temperature', value: 30, recordedAt: at(11) },
      { metric: 'soil_temperature', value: 32, recordedAt: at(12) },
    ]);
    const readings = await client.get<EnvironmentReadings>(
      `/api/environments/${environment.id}/readings?range=24h`,
    );
    expect(readings.phase).toBe('seedling');
    const series = must(readings.series.find((entry) => entry.metric === 'soil_temperature'));
    expect(series.points).toEqual([
      { at: new Date(bucket).toISOString(), avg: 22, min: 20, max: 24 },
      { at: new Date(bucket + 600_000).toISOString(), avg: 31, min: 30, max: 32 },
    ]);
    const week = await client.get<EnvironmentReadings>(
      `/api/environments/${environment.id}/readings?range=7d`,
    );
    const hourly = must(week.series.find((entry) => entry.metric === 'soil_temperature'));
    expect(hourly.points.reduce((sum, point) => sum + point.max, 0)).toBeGreaterThan(0);
    expect(hourly.points.length).toBeLessThanOrEqual(2);
    expect(
      await client.fieldErrors('GET', `/api/environments/${environment.id}/readings?range=1y`),
    ).toEqual([{ field: 'range', code: 'invalid' }]);
  });
});

describe('a batch sent again', () => {
  it('stores each reading once and counts it once in the series', async () => {
    const { client, environment, sensor } = await growerWithSensor(t, 'Shed');
    const { bucket, at } = bucketAnHourAgo();
    const batch = [
      { metric: 'air_temperature', value: 24, recordedAt: at(1) },
      { metric: 'humidity', value: 60, recordedAt: at(1) },
      { metric: 'air_temperature', value: 26, recordedAt: at(2) },
    ];
    // The device did not hear the first answer and sends the batch again, then a newer one
    // that repeats a moment of it.
    expect((await post(sensor.key, batch)).statusCode).toBe(202);
    const again = await post(sensor.key, batch);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ data: { accepted: 3 } });
    await post(sensor.key, [
      { metric: 'air_temperature', value: 26, recordedAt: at(2) },
      { metric: 'air_temperature', value: 31, recordedAt: at(3) },
    ]);
    // Three temperatures, one humidity and a VPD for each temperature (the later ones paired
    // with the stored humidity).
    expect(await storedReadings(environment.id)).toBe(7);
    const readings = await client.get<EnvironmentReadings>(
      `/api/environments/${environment.id}/readings?range=24h`,
    );
    const temperature = must(readings.series.find((entry) => entry.metric === 'air_temperature'));
    expect(temperature.points).toEqual([
      { at: new Date(bucket).toISOString(), avg: 27, min: 24, max: 31 },
    ]);
  });
});

describe('alerts', () => {
  it('notifies once per metric and environment within the hour, with the phase’s target', async () => {
    const { client, environment, sensor } = await growerWithSensor(t, 'Bloom room', 'flowering');
    // Flowering wants 40–55 % humidity.
    await post(sensor.key, { metric: 'humidity', value: 48 });
    expect((await client.get<NotificationList>('/api/notifications')).unread).toBe(0);
    await post(sensor.key, { metric: 'humidity', value: 78 });
    await post(sensor.key, { metric: 'humidity', value: 80 });
    const list = await client.get<NotificationList>('/api/notifications');
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      kind: 'reading',
      environment: { id: environment.id, name: 'Bloom room' },
      metric: 'humidity',
      value: 78,
      min: 40,
      max: 55,
      readAt: null,
    });
    const latest = await client.get<EnvironmentReadings>(
      `/api/environments/${environment.id}/readings`,
    );
    expect(latest.latest.find((reading) => reading.metric === 'humidity')).toMatchObject({
      status: 'high',
      target: { min: 40, max: 55 },
    });

    // Another metric alerts on its own; an override moves the target.
    await post(sensor.key, { metric: 'ph', value: 5.2 });
    expect((await client.get<NotificationList>('/api/notifications')).unread).toBe(2);
    await client.data('PUT', `/api/environments/${environment.id}/targets`, {
      targets: [{ phase: 'flowering', metric: 'ph', min: 5, max: 6.5 }],
    });
    const readings = await client.get<EnvironmentReadings>(
      `/api/environments/${environment.id}/readings`,
    );
    expect(readings.latest.find((reading) => reading.metric === 'ph')?.status).toBe('ok');

    const read = await client.data<{ readAt: string | null }>(
      'POST',
      `/api/notifications/${must(list.items[0]).id}/read`,
    );
    expect(read.readAt).not.toBeNull();
    await client.data('POST', '/api/notifications/read-all');
    expect((await client.get<NotificationList>('/api/notifications')).unread).toBe(0);
    expect(
      (await otto.call('POST', `/api/notifications/${must(list.items[0]).id}/read`)).status,
    ).toBe(404);
  });

  it('makes one notification when several batches arrive at once', async () => {
    const { client, sensor } = await growerWithSensor(t, 'Busy room', 'flowering');
    const responses = await Promise.all(
      [81, 82, 83, 84, 85, 86].map((value) => post(sensor.key, { metric: 'humidity', value })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(202));
    const list = await client.get<NotificationList>('/api/notifications');
    expect(list.items.filter((item) => item.metric === 'humidity')).toHaveLength(1);
  });

  it('does not alert for old readings or environments without an active cycle', async () => {
    const client = clientFor(t, (await registerUser(t)).token);
    const bare = await client.post<Environment>('/api/environments', {
      name: 'Empty tent',
      type: 'tent',
      location: 'Garage',
    });
    const sensor = await client.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'Probe',
      environmentId: bare.id,
    });
    await post(sensor.key, { metric: 'air_temperature', value: 45 });
    const old = new Date(Date.now() - 3 * 3600_000).toISOString();
    await post(device.key, { metric: 'air_temperature', value: 45, recordedAt: old });
    expect((await client.get<NotificationList>('/api/notifications')).items).toEqual([]);
  });

  it('checks target overrides', async () => {
    expect(
      await mary.fieldErrors('PUT', `/api/environments/${tent.id}/targets`, {
        targets: [{ phase: 'flowering', metric: 'humidity', min: 60, max: 40 }],
      }),
    ).toEqual([{ field: 'targets.0.max', code: 'outOfRange' }]);
    // Beyond what a sensor can report (pH 0–14).
    expect(
      await mary.fieldErrors('PUT', `/api/environments/${tent.id}/targets`, {
        targets: [{ phase: 'flowering', metric: 'ph', min: 5.5, max: 15 }],
      }),
    ).toEqual([{ field: 'targets.0.max', code: 'outOfRange' }]);
    // The same phase and metric twice is refused before it reaches the database.
    const twice = {
      targets: [
        { phase: 'vegetative', metric: 'vpd', min: 0.7, max: 1.1 },
        { phase: 'vegetative', metric: 'vpd', min: 0.8, max: 1.3 },
      ],
    };
    expect(await mary.fieldErrors('PUT', `/api/environments/${tent.id}/targets`, twice)).toEqual([
      { field: 'targets.1.metric', code: 'duplicate' },
    ]);
  });

  it('answers a value too small for the database with a 400 and stores nothing', async () => {
    const before = await mary.get<EnvironmentReadings>(`/api/environments/${tent.id}/readings`);
    const response = await post(device.key, [
      { metric: 'co2', value: 700 },
      { metric: 'light', value: 1e-46 },
    ]);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const after = await mary.get<EnvironmentReadings>(`/api/environments/${tent.id}/readings`);
    expect(after.latest).toEqual(before.latest);
  });
});

describe('MQTT', () => {
  const broker = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

  /** The server's session at the broker, under an id of this test's own. */
  async function withBrokerSession(run: (clientId: string) => Promise<void>) {
    const clientId = `maryjane-test-${randomUUID()}`;
    try {
      await run(clientId);
    } finally {
      // The broker keeps a session it was asked to keep: a clean connection ends it.
      await (await mqtt.connectAsync(broker, { clientId, clean: true })).endAsync();
    }
  }

  async function sensorOf(app: TestApp) {
    const { client: grower, environment, sensor } = await growerWithSensor(app, 'MQTT tent');
    const latest = async () =>
      (await grower.get<EnvironmentReadings>(`/api/environments/${environment.id}/readings`))
        .latest;
    return { grower, sensor, latest };
  }

  /** Polls until `done` holds, for at most ten seconds. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 10_000;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      value = await read();
    }
    return value;
  }

  it('stores readings a device publishes to maryjane/<key>/readings', async () => {
    await withBrokerSession(async (clientId) => {
      const app = await createTestApp({
        seed: true,
        config: { mqttUrl: broker, mqttClientId: clientId },
      });
      try {
        const { grower, sensor, latest } = await sensorOf(app);
        const publisher = await mqtt.connectAsync(broker);
        // The server subscribes at start; publish until its first reading lands.
        const readings = await eventually(
          async () => {
            await publisher.publishAsync(
              `maryjane/${sensor.key}/readings`,
              JSON.stringify([
                { metric: 'air_temperature', value: 23.5 },
                { metric: 'humidity', value: 60 },
              ]),
              { qos: 1 },
            );
            await publisher.publishAsync(`maryjane/${sensor.key}/readings`, 'not json', {
              qos: 1,
            });
            await new Promise((resolve) => setTimeout(resolve, 100));
            return latest();
          },
          (latestReadings) => latestReadings.length > 0,
        );
        await publisher.endAsync();
        expect(readings.map((reading) => reading.metric).sort()).toEqual([
          'air_temperature',
          'humidity',
          'vpd',
        ]);
        const [listed] = await grower.get<SensorDevice[]>('/api/sensors');
        expect(listed?.lastSeenAt).not.toBeNull();
      } finally {
        await app.close();
      }
    });
  });

  it('stores what devices published while the server was away, once it is back', async () => {
    await withBrokerSession(async (clientId) => {
      const first = await createTestApp({
        seed: true,
        config: { mqttUrl: broker, mqttClientId: clientId },
      });
      let second: FastifyInstance | undefined;
      try {
        const { sensor, latest } = await sensorOf(first);
        const publisher = await mqtt.connectAsync(broker);
        const topic = `maryjane/${sensor.key}/readings`;
        const now = Date.now();
        const reading = (value: number, minutesAgo: number) =>
          JSON.stringify({
            metric: 'co2',
            value,
            recordedAt: new Date(now - minutesAgo * 60_000).toISOString(),
          });
        // Once this lands, the broker holds the server's subscription.
        await eventually(
          async () => {
            await publisher.publishAsync(topic, reading(500, 30), { qos: 1 });
            return latest();
          },
          (readings) => readings.length > 0,
        );
        // The server stops (a restart, an update); the device goes on publishing.
        await first.app.close();
        // A value the database cannot hold is dropped, not sent again and again.
        await publisher.publishAsync(
          topic,
          JSON.stringify({
            metric: 'light',
            value: 1e-46,
            recordedAt: new Date(now).toISOString(),
          }),
          { qos: 1 },
        );
        await publisher.publishAsync(topic, reading(800, 20), { qos: 1 });
        await publisher.publishAsync(topic, reading(900, 10), { qos: 1 });
        await publisher.endAsync();

        second = await buildApp({ config: first.config, database: first.database });
        await second.ready();
        const co2 = async () =>
          (
            await first.database.db
              .select({ value: sensorReadings.value })
              .from(sensorReadings)
              .where(eq(sensorReadings.metric, 'co2'))
          ).map((row) => row.value);
        const values = await eventually(co2, (stored) => stored.includes(900));
        expect(values).toContain(800);
        expect(values).toContain(900);
        // The first reading, published again and again above, is stored once.
        expect(values.filter((value) => value === 500)).toHaveLength(1);
        // Everything was acknowledged, the refused value too: the broker holds nothing more
        // for the server's session.
        await second.close();
        second = undefined;
        // Listening before it connects: the broker sends what is due right after accepting.
        const session = mqtt.connect(broker, { clientId, clean: false });
        const redelivered: string[] = [];
        session.on('message', (_topic, payload) => redelivered.push(payload.toString()));
        await new Promise((resolve) => session.once('connect', resolve));
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await session.endAsync();
        expect(redelivered).toEqual([]);
      } finally {
        await second?.close();
        await first.close();
      }
    });
  });
});

describe('VPD', () => {
  it('matches known values of the air’s deficit', () => {
    // SVP at 25 °C is 3.168 kPa; at 50 % RH the deficit is half of it.
    expect(vapourPressureDeficit(25, 50, 0)).toBeCloseTo(1.584, 3);
    expect(vapourPressureDeficit(20, 60, 0)).toBeCloseTo(0.935, 3);
    expect(vapourPressureDeficit(30, 100, 0)).toBe(0);
  });

  it('takes the leaf 2 °C below the air by default, as the target bands do', () => {
    // SVP at 23 °C (2.810) minus the air's vapour pressure at 25 °C and 50 % (1.584).
    expect(vapourPressureDeficit(25, 50)).toBeCloseTo(1.226, 3);
    // A veg room at 25 °C and 60 % is inside the veg band (0.8–1.2) by its leaves, not by its air.
    expect(vapourPressureDeficit(25, 60)).toBeCloseTo(0.909, 3);
    expect(vapourPressureDeficit(25, 60, 0)).toBeGreaterThan(1.2);
    // Saturated air over a cooler leaf: no deficit, never a negative one.
    expect(vapourPressureDeficit(30, 100)).toBe(0);
  });
});
