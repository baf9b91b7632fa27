import type { Environment } from '@maryjane/contract/environments';
import {
  vapourPressureDeficit,
  type EnvironmentReadings,
  type SensorDeviceWithKey,
} from '@maryjane/contract/sensors';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { maryWithSensor, readingsCounter, readingsPoster } from './test-fixtures';

// Readings posted over HTTP: the accepted shapes, the VPD derived from them, and what is refused.

const t = useTestApp({ seed: true });
const post = readingsPoster(t);
const storedReadings = readingsCounter(t);
let mary: Client;
let tent: Environment;
let device: SensorDeviceWithKey;

beforeAll(async () => {
  ({ mary, tent, device } = await maryWithSensor(t));
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

describe('VPD', () => {
  it('matches known values of the air’s deficit', () => {
    // SVP at 25 °C is 3.168 kPa; at 50 % RH the deficit is half of it.
    expect(vapourPressureDeficit(25, 50, 0)).toBeCloseTo(1.584, 3);
    expect(vapourPressureDeficit(20, 60, 0)).toBeCloseTo(0.935, 3);
    expect(vapourPressureDeficit(30, 100, 0)).toBe(0);
  });

  it('takes the leaf 1.5 °C below the air by default, as the VPD guide and target bands do', () => {
    // SVP at 23.5 °C (2.896) minus the air's vapour pressure at 25 °C and 50 % (1.584).
    expect(vapourPressureDeficit(25, 50)).toBeCloseTo(1.312, 3);
    // A veg room at 25 °C and 60 % is inside the veg band (0.8–1.2) by its leaves, not by its air:
    // the guide's own example gives 0.99 kPa.
    expect(vapourPressureDeficit(25, 60)).toBeCloseTo(0.995, 3);
    expect(vapourPressureDeficit(25, 60, 0)).toBeGreaterThan(1.2);
    // Saturated air over a cooler leaf: no deficit, never a negative one.
    expect(vapourPressureDeficit(30, 100)).toBe(0);
  });
});
