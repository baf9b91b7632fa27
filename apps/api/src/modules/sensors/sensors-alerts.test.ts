import type { Environment } from '@maryjane/contract/environments';
import type { NotificationList } from '@maryjane/contract/notifications';
import type { EnvironmentReadings, SensorDeviceWithKey } from '@maryjane/contract/sensors';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { eq } from 'drizzle-orm';
import { sensorDevices } from '../../db/schema/sensors';
import { notifySilentDevices } from '../notifications/service';
import { darkHoursBefore } from './light-leak';
import {
  environmentWithCycle,
  growerWithSensor,
  maryWithSensor,
  readingsPoster,
} from './test-fixtures';

// Targets and alerts: a reading outside its phase's target notifies the grower, once.

const t = useTestApp({ seed: true });
const post = readingsPoster(t);
let mary: Client;
let otto: Client;
let tent: Environment;
let device: SensorDeviceWithKey;

beforeAll(async () => {
  ({ mary, otto, tent, device } = await maryWithSensor(t));
});

describe('alerts', () => {
  it('notifies once per metric and environment within the hour, with the phase’s target', async () => {
    const { client, environment, sensor } = await growerWithSensor(t, 'Bloom room', 'flowering');
    // Flowering wants 50–55 % humidity.
    await post(sensor.key, { metric: 'humidity', value: 52 });
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
      min: 50,
      max: 55,
      readAt: null,
    });
    const latest = await client.get<EnvironmentReadings>(
      `/api/environments/${environment.id}/readings`,
    );
    expect(latest.latest.find((reading) => reading.metric === 'humidity')).toMatchObject({
      status: 'high',
      target: { min: 50, max: 55 },
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

  // Issue 29, item 9: a `real` cannot hold 1e-46; PostgreSQL had refused the batch with a 400.
  it('stores a value too small for the database as 0, with the rest of its batch', async () => {
    const response = await post(device.key, [
      { metric: 'co2', value: 701 },
      { metric: 'light', value: 1e-46 },
    ]);
    expect(response.statusCode).toBeLessThan(300);
    const after = await mary.get<EnvironmentReadings>(`/api/environments/${tent.id}/readings`);
    expect(after.latest).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metric: 'co2', value: 701 }),
        expect.objectContaining({ metric: 'light', value: 0 }),
      ]),
    );
  });
});

// Issue 31: a device gone silent, and light in the dark period of a flowering photoperiod grow.
describe('a device gone silent', () => {
  it('is reported once per silence, not while it sends, and not once put away', async () => {
    const { client, sensor } = await growerWithSensor(t, 'Quiet tent');
    const seen = (minutesAgo: number) =>
      t.database.db
        .update(sensorDevices)
        .set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(sensorDevices.id, sensor.id));
    const silentAlerts = async () =>
      (await client.get<NotificationList>('/api/notifications')).items.filter(
        (item) => item.kind === 'silent',
      );

    await seen(5);
    await notifySilentDevices(t.database.db);
    expect(await silentAlerts()).toEqual([]);

    await seen(40);
    await Promise.all([notifySilentDevices(t.database.db), notifySilentDevices(t.database.db)]);
    await notifySilentDevices(t.database.db);
    const [alert, ...more] = await silentAlerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'silent',
      device: { id: sensor.id, name: 'Quiet tent probe' },
      environment: { name: 'Quiet tent' },
    });

    // Heard from again, then silent again: a new silence, a new alert.
    await post(sensor.key, { metric: 'humidity', value: 60 });
    await notifySilentDevices(t.database.db, new Date(Date.now() + 20 * 60_000));
    expect(await silentAlerts()).toHaveLength(1);
    await notifySilentDevices(t.database.db, new Date(Date.now() + 35 * 60_000));
    expect(await silentAlerts()).toHaveLength(2);

    // A device put away a week ago is not nagged about.
    const { client: away, sensor: shelved } = await growerWithSensor(t, 'Shelf');
    await t.database.db
      .update(sensorDevices)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sensorDevices.id, shelved.id));
    await notifySilentDevices(t.database.db);
    expect((await away.get<NotificationList>('/api/notifications')).items).toEqual([]);
  });
});

describe('light in the dark period', () => {
  const HOUR = 3_600_000;
  const hourStart = Math.floor(Date.now() / HOUR) * HOUR;
  const hourOf = (offset: number) => (new Date(hourStart).getUTCHours() + offset + 24) % 24;

  /**
   * Three recorded days of a 12/12 flowering light, every half hour until this hour: the light
   * is off from six hours before this hour to six hours after it, on the other twelve.
   */
  function recordedNights() {
    const readings = [];
    for (let at = hourStart - 72 * HOUR; at < hourStart; at += HOUR / 2) {
      const sinceNow = (((at - hourStart) % (24 * HOUR)) + 24 * HOUR) % (24 * HOUR);
      const dark = sinceNow < 6 * HOUR || sinceNow >= 18 * HOUR;
      readings.push({
        metric: 'light',
        value: dark ? 0 : 32_000,
        recordedAt: new Date(at).toISOString(),
      });
    }
    return readings;
  }

  async function growWith(phase: string, floweringType: 'photoperiod' | 'autoflowering') {
    const client = clientFor(t, (await registerUser(t)).token);
    const environment = await environmentWithCycle(
      client,
      `${phase} ${floweringType}`,
      phase,
      'soil',
      floweringType,
    );
    const sensor = await client.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'Lux meter',
      environmentId: environment.id,
    });
    expect((await post(sensor.key, recordedNights())).statusCode).toBe(202);
    const leaks = async () =>
      (await client.get<NotificationList>('/api/notifications')).items.filter(
        (item) => item.kind === 'light_leak',
      );
    return { client, environment, sensor, leaks };
  }

  it('knows the dark hours from the nights before, without their edges', async () => {
    const { environment } = await growWith('vegetative', 'photoperiod');
    const dark = await darkHoursBefore(t.database.db, environment.id, new Date(hourStart));
    // Off from −6 h to +6 h: twelve dark hours, of which the first and the last are edges.
    expect([...dark].sort((a, b) => a - b)).toEqual(
      [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4].map(hourOf).sort((a, b) => a - b),
    );
  });

  it('alerts a flowering photoperiod grow once, and neither a vegetative nor an autoflower', async () => {
    const flowering = await growWith('flowering', 'photoperiod');
    // Dim light below the threshold (a status LED): nothing.
    await post(flowering.sensor.key, { metric: 'light', value: 8 });
    expect(await flowering.leaks()).toEqual([]);
    await post(flowering.sensor.key, { metric: 'light', value: 150 });
    await post(flowering.sensor.key, { metric: 'light', value: 31_000 });
    const [leak, ...more] = await flowering.leaks();
    expect(more).toEqual([]);
    expect(leak).toMatchObject({
      kind: 'light_leak',
      environment: { id: flowering.environment.id },
      device: { id: flowering.sensor.id, name: 'Lux meter' },
      metric: 'light',
      value: 150,
    });

    for (const [phase, type] of [
      ['vegetative', 'photoperiod'],
      ['flowering', 'autoflowering'],
    ] as const) {
      const other = await growWith(phase, type);
      await post(other.sensor.key, { metric: 'light', value: 150 });
      expect(await other.leaks()).toEqual([]);
    }
  });
});
