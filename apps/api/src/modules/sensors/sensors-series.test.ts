import type { EnvironmentReadings } from '@maryjane/contract/sensors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { must } from '../../test/must';
import {
  bucketAnHourAgo,
  growerWithSensor,
  readingsCounter,
  readingsPoster,
} from './test-fixtures';

// The dashboard's series: readings averaged into buckets, each reading counted once.

const t = useTestApp({ seed: true });
const post = readingsPoster(t);
const storedReadings = readingsCounter(t);

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
