import {
  vapourPressureDeficit,
  type EnvironmentReadings,
  type SensorDevice,
} from '@maryjane/contract/sensors';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sensorReadings } from '../../db/schema/sensors';
import { createTestApp, type TestApp } from '../../test/app';
import { growerWithSensor } from './test-fixtures';

// Readings devices publish over MQTT (a broker at TEST_MQTT_URL, 127.0.0.1:1883 by default),
// with apps of their own: each test starts and stops the server's session at the broker.

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

  // Issue 32: a server that found its session at the broker took it to hold the subscription,
  // and received nothing, ever, when it did not.
  it('stores readings though the broker kept a session without the subscription', async () => {
    await withBrokerSession(async (clientId) => {
      const bare = await mqtt.connectAsync(broker, { clientId, clean: false });
      await bare.endAsync();
      const app = await createTestApp({
        seed: true,
        config: { mqttUrl: broker, mqttClientId: clientId },
      });
      try {
        const { sensor, latest } = await sensorOf(app);
        const publisher = await mqtt.connectAsync(broker);
        const readings = await eventually(
          async () => {
            await publisher.publishAsync(
              `maryjane/${sensor.key}/readings`,
              JSON.stringify({ metric: 'humidity', value: 58 }),
              { qos: 1 },
            );
            return latest();
          },
          (latestReadings) => latestReadings.length > 0,
        );
        await publisher.endAsync();
        expect(readings.map((reading) => reading.value)).toContain(58);
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
        // Only this device's: other test files publish to the broker at the same time.
        session.on('message', (received, payload) => {
          if (received === topic) redelivered.push(payload.toString());
        });
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

  describe('several instances on one database (issue 32)', () => {
    /** Log lines of the instances, to count which one handled a message. */
    function handledLog() {
      const lines: string[] = [];
      return {
        stream: { write: (line: string) => void lines.push(line) },
        handledBy: (clientId: string) =>
          lines.filter((line) => {
            const entry = JSON.parse(line) as { msg?: string; clientId?: string };
            return entry.msg === 'mqtt readings handled' && entry.clientId === clientId;
          }).length,
      };
    }

    const storedCo2 = (app: TestApp) => async () =>
      (
        await app.database.db
          .select({ value: sensorReadings.value })
          .from(sensorReadings)
          .where(eq(sensorReadings.metric, 'co2'))
      ).map((row) => row.value);

    /** `count` readings of distinct moments and values, the first `value` 1000. */
    const readingsOf = (count: number, from: number) =>
      Array.from({ length: count }, (_, index) =>
        JSON.stringify({
          metric: 'co2',
          value: 1000 + index,
          recordedAt: new Date(from - (count - index) * 1_000).toISOString(),
        }),
      );

    interface TwoInstances {
      first: TestApp;
      stopSecond(): Promise<void>;
      startSecond(): Promise<void>;
      publisher: mqtt.MqttClient;
      topic: string;
      /** Messages handled by both so far. */
      handled(): number;
    }

    /**
     * Two apps on one database and one share group, each its own client id, and a device of a
     * grower on the first; `run` starts once both have handled a probe (both are subscribed)
     * and every probe is handled.
     */
    async function withTwoInstances(run: (two: TwoInstances) => Promise<void>) {
      await withBrokerSession(async (firstId) => {
        await withBrokerSession(async (secondId) => {
          const log = handledLog();
          const first = await createTestApp({
            seed: true,
            env: { LOG_LEVEL: 'debug' },
            logStream: log.stream,
            config: { mqttUrl: broker, mqttClientId: firstId },
          });
          let second: FastifyInstance | undefined;
          const startSecond = async () => {
            second = await buildApp({
              config: { ...first.config, mqttClientId: secondId },
              database: first.database,
              logStream: log.stream,
            });
            await second.ready();
          };
          const handled = () => log.handledBy(firstId) + log.handledBy(secondId);
          let publisher: mqtt.MqttClient | undefined;
          try {
            await startSecond();
            const { sensor } = await sensorOf(first);
            publisher = await mqtt.connectAsync(broker);
            const topic = `maryjane/${sensor.key}/readings`;
            let probes = 0;
            await eventually(
              async () => {
                await publisher?.publishAsync(
                  topic,
                  JSON.stringify({ metric: 'humidity', value: 50 }),
                  { qos: 1 },
                );
                probes += 1;
                return [log.handledBy(firstId), log.handledBy(secondId)];
              },
              ([byFirst = 0, bySecond = 0]) => byFirst > 0 && bySecond > 0,
            );
            // The last probe may still be on its way.
            expect(
              await eventually(
                async () => handled(),
                (count) => count >= probes,
              ),
            ).toBe(probes);
            await run({
              first,
              stopSecond: async () => {
                await second?.close();
                second = undefined;
              },
              startSecond,
              publisher,
              topic,
              handled,
            });
          } finally {
            await publisher?.endAsync();
            await second?.close();
            await first.close();
          }
        });
      });
    }

    it('share the readings: each message is handled by one instance', async () => {
      await withTwoInstances(async ({ first, publisher, topic, handled }) => {
        const before = handled();
        for (const payload of readingsOf(100, Date.now())) {
          await publisher.publishAsync(topic, payload, { qos: 1 });
        }
        const values = await eventually(storedCo2(first), (stored) => stored.length >= 100);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(values.sort()).toEqual(Array.from({ length: 100 }, (_, index) => 1000 + index));
        // Every message once, not once per instance (both took a share: see withTwoInstances).
        expect(handled() - before).toBe(100);
      });
    });

    it('lose nothing and store nothing twice while one of them restarts', async () => {
      await withTwoInstances(async ({ first, publisher, topic, stopSecond, startSecond }) => {
        for (const [index, payload] of readingsOf(200, Date.now()).entries()) {
          // The second instance stops a quarter of the way and is back at three quarters.
          if (index === 50) await stopSecond();
          if (index === 150) await startSecond();
          await publisher.publishAsync(topic, payload, { qos: 1 });
        }
        const values = await eventually(storedCo2(first), (stored) => stored.length >= 200);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(values.sort()).toEqual(Array.from({ length: 200 }, (_, index) => 1000 + index));
      });
    });
  });
});

// Issue 31: devices of other makes publish on topics of their own; the grower names the topic
// and maps the channels. Payload shapes and their sources: vendors/vendors.test.ts.
describe('MQTT devices of other makes', () => {
  const broker = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

  it('are subscribed to once added, and store what their growers mapped', async () => {
    const clientId = `maryjane-test-${randomUUID()}`;
    const run = randomUUID().slice(0, 8);
    const app = await createTestApp({
      seed: true,
      config: { mqttUrl: broker, mqttClientId: clientId, mqttShareGroup: `test-${run}` },
    });
    const publisher = await mqtt.connectAsync(broker);
    try {
      const { client: grower, environment } = await growerWithSensor(app, 'Vendor MQTT tent');
      const add = (name: string, source: string, topic: string) =>
        grower.post<SensorDevice>('/api/sensors', {
          name,
          environmentId: environment.id,
          source,
          topic,
        });
      const plug = await add('Plug', 'tasmota', `tasmota_${run}`);
      await add('Node', 'esphome', `growbox-${run}`);
      await add('H&T', 'shelly', `shellyplusht-${run}`);
      const home = await add('Home Assistant', 'home_assistant', `ha-${run}`);
      await grower.data('PATCH', `/api/sensors/${plug.id}`, {
        mappings: [
          {
            channel: 'AM2301.Temperature',
            environmentId: environment.id,
            metric: 'air_temperature',
          },
          { channel: 'AM2301.Humidity', environmentId: environment.id, metric: 'humidity' },
        ],
      });
      await grower.data('PATCH', `/api/sensors/${home.id}`, {
        mappings: [{ channel: 'sensor.tent_co2', environmentId: environment.id, metric: 'co2' }],
      });
      const messages: [string, string][] = [
        [
          `tele/tasmota_${run}/SENSOR`,
          JSON.stringify({
            Time: '2026-11-29T15:00:00',
            AM2301: { Temperature: 75.2, Humidity: 55.1, DewPoint: 57.6 },
            TempUnit: 'F',
          }),
        ],
        [`growbox-${run}/sensor/soil_moisture/state`, '43.5'],
        [
          `shellyplusht-${run}/events/rpc`,
          JSON.stringify({
            src: `shellyplusht-${run}`,
            dst: `shellyplusht-${run}/events`,
            method: 'NotifyStatus',
            params: { ts: Date.now() / 1000, 'temperature:0': { id: 0, tC: 21.9, tF: 71.4 } },
          }),
        ],
        [`ha-${run}/sensor/tent_co2/state`, '820'],
        // Refused and counted: not JSON, and ESPHome's value for a failed read.
        [`tele/tasmota_${run}/SENSOR`, '{"AM2301":'],
        [`growbox-${run}/sensor/soil_temperature/state`, 'nan'],
      ];
      const devices = async () =>
        Object.fromEntries(
          (await grower.get<SensorDevice[]>('/api/sensors')).map((device) => [device.name, device]),
        );
      // The server subscribes as each device is added: publish until all four have been heard.
      const heard = await eventually(
        async () => {
          for (const [topic, payload] of messages) {
            await publisher.publishAsync(topic, payload, { qos: 1 });
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
          return devices();
        },
        (all) => ['Plug', 'Node', 'H&T', 'Home Assistant'].every((name) => all[name]?.lastSeenAt),
      );
      const channels = (name: string) =>
        heard[name]?.channels.map(({ channel, value }) => [channel, value]);
      expect(channels('Plug')).toEqual([
        ['AM2301.DewPoint', 57.6],
        ['AM2301.Humidity', 55.1],
        ['AM2301.Temperature', 24],
      ]);
      expect(channels('Node')).toEqual([['soil_moisture', 43.5]]);
      expect(channels('H&T')).toEqual([['temperature:0', 21.9]]);
      expect(channels('Home Assistant')).toEqual([['sensor.tent_co2', 820]]);
      expect(heard.Plug?.rejected).toMatchObject({ lastReason: 'malformed' });
      expect(heard.Node?.rejected).toMatchObject({ lastReason: 'bad_value' });
      expect(heard['H&T']?.rejected.count).toBe(0);

      const readings = await grower.get<EnvironmentReadings>(
        `/api/environments/${environment.id}/readings`,
      );
      const latest = Object.fromEntries(readings.latest.map((r) => [r.metric, r.value]));
      expect(latest).toMatchObject({ air_temperature: 24, humidity: 55.1, co2: 820 });
      // Unmapped channels are shown, not stored.
      expect(latest.soil_moisture).toBeUndefined();

      // A device removed is no longer read: its topic may be taken by another.
      await grower.call('DELETE', `/api/sensors/${plug.id}`);
      const again = await add('Plug again', 'tasmota', `tasmota_${run}`);
      expect(again.topic).toBe(`tasmota_${run}`);
    } finally {
      await publisher.endAsync();
      await app.close();
      await (await mqtt.connectAsync(broker, { clientId, clean: true })).endAsync();
    }
  });
});

// Issue 31: Home Assistant's MQTT discovery, checked on the broker.
// https://www.home-assistant.io/integrations/mqtt/#mqtt-discovery
describe('Home Assistant discovery', () => {
  const broker = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

  /** The retained messages under `filter`, by topic (empty ones are removals, left out). */
  async function retained(filter: string) {
    const reader = await mqtt.connectAsync(broker);
    const messages = new Map<string, string>();
    reader.on('message', (topic, payload) => {
      if (payload.length > 0) messages.set(topic, payload.toString());
      else messages.delete(topic);
    });
    await reader.subscribeAsync(filter, { qos: 1 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await reader.endAsync();
    return messages;
  }

  it('shows a grower’s environments once switched on, and removes them once off', async () => {
    const clientId = `maryjane-test-${randomUUID()}`;
    const run = randomUUID().slice(0, 8);
    const prefix = `ha-test-${run}`;
    const app = await createTestApp({
      seed: true,
      config: {
        mqttUrl: broker,
        mqttClientId: clientId,
        mqttShareGroup: `test-${run}`,
        haDiscoveryPrefix: prefix,
      },
    });
    try {
      const {
        client: grower,
        environment,
        sensor,
      } = await growerWithSensor(app, 'HA tent', 'flowering');
      await app.app.inject({
        method: 'POST',
        url: '/api/sensors/readings',
        headers: { 'x-device-key': sensor.key },
        payload: [
          { metric: 'air_temperature', value: 24 },
          { metric: 'humidity', value: 52 },
        ] as unknown as Record<string, unknown>,
      });
      expect(await grower.get('/api/sensors/home-assistant')).toEqual({
        publish: false,
        available: true,
        prefix,
      });
      expect(await retained(`${prefix}/#`)).toEqual(new Map());

      await grower.data('PUT', '/api/sensors/home-assistant', { publish: true });
      const node = `maryjane_${environment.id.replaceAll('-', '')}`;
      const configs = await retained(`${prefix}/sensor/${node}/+/config`);
      expect([...configs.keys()].sort()).toEqual(
        ['next_task', 'phase', 'target_status', 'vpd'].map(
          (key) => `${prefix}/sensor/${node}/${key}/config`,
        ),
      );
      const vpdConfig = JSON.parse(configs.get(`${prefix}/sensor/${node}/vpd/config`) ?? '{}');
      expect(vpdConfig).toMatchObject({
        unique_id: `${node}_vpd`,
        state_topic: `maryjane/ha/${environment.id}/state`,
        value_template: '{{ value_json.vpd }}',
        unit_of_measurement: 'kPa',
        device: { identifiers: [node], name: 'HA tent', manufacturer: 'MaryJane' },
      });
      const states = await retained(`maryjane/ha/${environment.id}/state`);
      const state = JSON.parse(states.get(`maryjane/ha/${environment.id}/state`) ?? '{}');
      expect(state).toMatchObject({
        vpd: expect.closeTo(vapourPressureDeficit(24, 52), 2),
        phase: 'flowering',
        target_status: 'ok',
      });
      expect(typeof state.next_task).toBe('string');

      await grower.data('PUT', '/api/sensors/home-assistant', { publish: false });
      expect(await retained(`${prefix}/#`)).toEqual(new Map());
      expect(await retained(`maryjane/ha/${environment.id}/state`)).toEqual(new Map());
    } finally {
      await app.close();
      await (await mqtt.connectAsync(broker, { clientId, clean: true })).endAsync();
    }
  });
});
