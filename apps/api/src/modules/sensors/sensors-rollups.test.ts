import { bucketSeconds, type EnvironmentReadings, type Series } from '@maryjane/contract/sensors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { growerWithSensor, readingsPoster } from './test-fixtures';

// The 24-hour series reads the ten-minute rollups, the 7- and 30-day ones the hourly rollups:
// each must say what the raw readings say, whatever order the readings arrived in.

const t = useTestApp({ seed: true });
const post = readingsPoster(t);

/** Average, min and max per bucket of `seconds`, computed from the readings themselves. */
function seriesOfRaw(readings: { value: number; recordedAt: string }[], seconds: number) {
  const buckets = new Map<number, number[]>();
  for (const reading of readings) {
    const at = Date.parse(reading.recordedAt);
    const bucket = Math.floor(at / (seconds * 1000)) * seconds * 1000;
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), reading.value]);
  }
  return [...buckets]
    .sort(([a], [b]) => a - b)
    .map(([bucket, values]) => ({
      at: new Date(bucket).toISOString(),
      avg:
        Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1000) / 1000,
      min: Math.min(...values),
      max: Math.max(...values),
    }));
}

describe('series from rollups', () => {
  it('equals the series of the raw readings, with readings late, out of order and sent twice', async () => {
    const { client, environment, sensor } = await growerWithSensor(t, 'Loft');
    // 19 hours of soil moisture every 7 minutes, values that are not monotone in time.
    const start = Date.now() - 20 * 3600_000;
    const readings = Array.from({ length: (19 * 60) / 7 }, (_, index) => ({
      metric: 'soil_moisture',
      value: 20 + ((index * 37) % 41),
      recordedAt: new Date(start + index * 7 * 60_000).toISOString(),
    }));
    // The newest half first, then the older half late and in reverse, in small batches; then a
    // batch sent again, which adds nothing.
    const half = Math.floor(readings.length / 2);
    const arrival = [...readings.slice(half), ...readings.slice(0, half).reverse()];
    for (let first = 0; first < arrival.length; first += 13) {
      const response = await post(sensor.key, arrival.slice(first, first + 13));
      expect(response.statusCode).toBe(202);
    }
    await post(sensor.key, readings.slice(40, 60));

    for (const range of ['24h', '7d', '30d'] as const) {
      const answer = await client.get<EnvironmentReadings>(
        `/api/environments/${environment.id}/readings?range=${range}`,
      );
      const series = answer.series.find((entry: Series) => entry.metric === 'soil_moisture');
      expect(series?.points, range).toEqual(seriesOfRaw(readings, bucketSeconds[range]));
    }
  });
});
