import type { Environment } from '@maryjane/contract/environments';
import type { NotificationList } from '@maryjane/contract/notifications';
import type { EnvironmentReadings, SensorDeviceWithKey } from '@maryjane/contract/sensors';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { growerWithSensor, maryWithSensor, readingsPoster } from './test-fixtures';

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
