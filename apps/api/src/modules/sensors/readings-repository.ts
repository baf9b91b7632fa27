import { readingMetrics, type ReadingMetric, type ReadingRange } from '@maryjane/contract/sensors';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { sensorDevices, sensorReadings, sensorRollups } from '../../db/schema/sensors';
import { ROLLUP_SECONDS } from './rollups';

/** Readings and their rollups, by environment; none of these queries knows HTTP. */
export interface StoredReading {
  metric: ReadingMetric;
  value: number;
  recordedAt: Date;
}

export async function findDeviceByKeyHash(db: Database, keyHash: string) {
  const [device] = await db
    .select({
      id: sensorDevices.id,
      ownerId: sensorDevices.ownerId,
      environmentId: sensorDevices.environmentId,
    })
    .from(sensorDevices)
    .where(eq(sensorDevices.keyHash, keyHash));
  return device ?? null;
}

/** The newest reading of each metric: one index lookup per metric. */
export function latestReadings(db: Database, environmentId: string) {
  return queryRows<{ metric: ReadingMetric; value: number; recorded_at: Date }>(
    db,
    sql`
      select m.metric, r.value, r.recorded_at
      from unnest(${`{${readingMetrics.join(',')}}`}::text[]) as m(metric)
      cross join lateral (
        select value, recorded_at from sensor_readings
        where environment_id = ${environmentId} and metric = m.metric
        order by recorded_at desc limit 1
      ) r`,
  );
}

const rangeInterval: Record<ReadingRange, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};

/** The rollups of the range merged into buckets of `bucket` seconds, by metric and time. */
export function rollupPoints(
  db: Database,
  environmentId: string,
  range: ReadingRange,
  bucket: number,
) {
  return queryRows<{
    metric: ReadingMetric;
    bucket: number;
    avg: number;
    min: number;
    max: number;
  }>(
    db,
    sql`
      select metric,
             floor(extract(epoch from bucket) / ${bucket})::bigint * ${bucket} as bucket,
             (sum(sum) / sum(count))::real as avg, min(min) as min, max(max) as max
      from sensor_rollups
      where environment_id = ${environmentId}
        and bucket > now() - ${rangeInterval[range]}::interval
      group by 1, 2
      order by 1, 2`,
  );
}

/** Stored air temperature and humidity between `from` and `to`, oldest first. */
export async function storedClimate(
  db: Database,
  environmentId: string,
  from: Date,
  to: Date,
): Promise<StoredReading[]> {
  const rows = await db
    .select({
      metric: sensorReadings.metric,
      value: sensorReadings.value,
      recordedAt: sensorReadings.recordedAt,
    })
    .from(sensorReadings)
    .where(
      and(
        eq(sensorReadings.environmentId, environmentId),
        inArray(sensorReadings.metric, ['air_temperature', 'humidity']),
        gte(sensorReadings.recordedAt, from),
        lte(sensorReadings.recordedAt, to),
      ),
    )
    .orderBy(asc(sensorReadings.recordedAt));
  return rows.map((row) => ({ ...row, metric: row.metric as ReadingMetric }));
}

/**
 * Stores a device's readings in one statement and adds them to the ten-minute rollups; marks
 * the device seen at `now`.
 */
export async function storeReadings(
  db: Database,
  device: { id: string; environmentId: string },
  readings: StoredReading[],
  now: Date,
) {
  const metrics = `{${readings.map((reading) => reading.metric).join(',')}}`;
  const values = `{${readings.map((reading) => reading.value).join(',')}}`;
  const times = `{${readings.map((reading) => reading.recordedAt.toISOString()).join(',')}}`;
  await db.transaction(async (tx) => {
    // One insert for the whole batch (arrays unnested by the database); a reading stored
    // already, from a batch sent again, is skipped. The ten-minute rollups the dashboard's
    // series read count only the readings this batch added.
    await tx.execute(sql`
      with added as (
        insert into ${sensorReadings} (environment_id, device_id, metric, value, recorded_at)
        select ${device.environmentId}, ${device.id}, metric, value, recorded_at
        from unnest(${metrics}::text[], ${values}::real[], ${times}::timestamptz[])
          as batch(metric, value, recorded_at)
        on conflict (device_id, metric, recorded_at) do nothing
        returning metric, value, recorded_at
      )
      insert into ${sensorRollups} as r (environment_id, metric, bucket, count, sum, min, max)
      select ${device.environmentId}, metric,
             to_timestamp(floor(extract(epoch from recorded_at) / ${ROLLUP_SECONDS}) * ${ROLLUP_SECONDS}),
             count(*), sum(value), min(value), max(value)
      from added
      group by 2, 3
      -- Rows locked in one order by every batch: concurrent batches cannot deadlock.
      order by 2, 3
      on conflict (environment_id, metric, bucket) do update
        set count = r.count + excluded.count, sum = r.sum + excluded.sum,
            min = least(r.min, excluded.min), max = greatest(r.max, excluded.max)`);
    await tx.update(sensorDevices).set({ lastSeenAt: now }).where(eq(sensorDevices.id, device.id));
  });
}
