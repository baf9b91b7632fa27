import { readingMetrics, type ReadingMetric, type ReadingRange } from '@maryjane/contract/sensors';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client';
import { asFloat4 } from '../../db/schema/columns';
import {
  sensorDevices,
  sensorReadings,
  sensorRollups,
  sensorRollupsHourly,
} from '../../db/schema/sensors';
import { HOURLY_SECONDS, ROLLUP_SECONDS } from './rollups';

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

/**
 * A bucket width as an SQL literal, not a parameter: a GROUP BY on `date_bin` matches the
 * selected expression only if both are the same text (PGlite compares parameters by number).
 */
const binWidth = (seconds: number) => sql.raw(`interval '${Math.trunc(seconds)} seconds'`);

const rangeInterval: Record<ReadingRange, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};

/**
 * The rollups of the range merged into buckets of `bucket` seconds, by metric and time: from the
 * ten-minute rollups for buckets finer than an hour, else from the hourly ones (a sixth of the
 * rows). `date_bin` from the epoch puts them where `floor(epoch / bucket) * bucket` would.
 */
export function rollupPoints(
  db: Database,
  environmentId: string,
  range: ReadingRange,
  bucket: number,
) {
  const rollups = bucket % HOURLY_SECONDS === 0 ? sensorRollupsHourly : sensorRollups;
  const binned = sql`date_bin(${binWidth(bucket)}, bucket, timestamptz 'epoch')`;
  return queryRows<{
    metric: ReadingMetric;
    bucket: number;
    avg: number;
    min: number;
    max: number;
  }>(
    db,
    sql`
      select metric, extract(epoch from ${binned})::bigint as bucket,
             (sum(sum) / sum(count))::real as avg, min(min) as min, max(max) as max
      from ${rollups}
      where environment_id = ${environmentId}
        and bucket > now() - ${rangeInterval[range]}::interval
      group by metric, ${binned}
      order by 1, 2`,
  );
}

/**
 * The highest light of each hour of the day (UTC) between `from` and `to`, and on how many days
 * that hour had readings: from the hourly rollups.
 */
export function darkHistoryOfLight(db: Database, environmentId: string, from: Date, to: Date) {
  return queryRows<{ hour: number; max: number; days: number }>(
    db,
    sql`
      select extract(hour from bucket at time zone 'UTC')::int as hour, max(max) as max,
             count(distinct (bucket at time zone 'UTC')::date)::int as days
      from ${sensorRollupsHourly}
      where environment_id = ${environmentId} and metric = 'light'
        and bucket >= ${from.toISOString()}::timestamptz and bucket < ${to.toISOString()}::timestamptz
      group by 1`,
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

/** Adds the readings of `added` (metric, value, recorded_at) to the rollups of `seconds`. */
function addToRollups(rollups: PgTable, seconds: number, environmentId: string) {
  return sql`
    insert into ${rollups} as r (environment_id, metric, bucket, count, sum, min, max)
    select ${environmentId}::uuid, metric,
           date_bin(${binWidth(seconds)}, recorded_at, timestamptz 'epoch'),
           count(*), sum(value), min(value), max(value)
    from added
    group by 2, 3
    -- Rows locked in one order by every batch: concurrent batches cannot deadlock.
    order by 2, 3
    on conflict (environment_id, metric, bucket) do update
      set count = r.count + excluded.count, sum = r.sum + excluded.sum,
          min = least(r.min, excluded.min), max = greatest(r.max, excluded.max)`;
}

/**
 * Stores a device's readings, adds them to the ten-minute and hourly rollups and marks the
 * device seen at `now`: one statement, so one round trip and no explicit transaction.
 */
export async function storeReadings(
  db: Database,
  device: { id: string; environmentId: string },
  readings: StoredReading[],
  now: Date,
) {
  const metrics = `{${readings.map((reading) => reading.metric).join(',')}}`;
  const values = `{${readings.map((reading) => asFloat4(reading.value)).join(',')}}`;
  const times = `{${readings.map((reading) => reading.recordedAt.toISOString()).join(',')}}`;
  // One insert for the whole batch (arrays unnested by the database); a reading stored already,
  // from a batch sent again, is skipped, and the rollups count only the readings this batch
  // added. The device row is locked last, as the old separate update did: the counts in its
  // WHERE run the inserts first, so concurrent batches of a device overlap until that update
  // rather than queue behind a lock taken at the start.
  await db.execute(sql`
    with added as (
      insert into ${sensorReadings} (environment_id, device_id, metric, value, recorded_at)
      select ${device.environmentId}, ${device.id}, metric, value, recorded_at
      from unnest(${metrics}::text[], ${values}::real[], ${times}::timestamptz[])
        as batch(metric, value, recorded_at)
      on conflict (device_id, environment_id, metric, recorded_at) do nothing
      returning metric, value, recorded_at
    ),
    fine as (${addToRollups(sensorRollups, ROLLUP_SECONDS, device.environmentId)} returning 1),
    hourly as (${addToRollups(sensorRollupsHourly, HOURLY_SECONDS, device.environmentId)} returning 1)
    update ${sensorDevices} set last_seen_at = ${now.toISOString()}::timestamptz
    where id = ${device.id}
      and (select count(*) from fine) + (select count(*) from hourly) >= 0`);
}

/**
 * Makes both rollups of the owner's environments again from their readings (after an import
 * has stored readings without them).
 */
export async function rebuildRollups(db: Database, ownerId: string) {
  for (const [rollups, seconds] of [
    [sensorRollups, ROLLUP_SECONDS],
    [sensorRollupsHourly, HOURLY_SECONDS],
  ] as const) {
    await db.execute(sql`
      insert into ${rollups} (environment_id, metric, bucket, count, sum, min, max)
      select environment_id, metric,
             date_bin(${binWidth(seconds)}, recorded_at, timestamptz 'epoch'),
             count(*), sum(value), min(value), max(value)
      from ${sensorReadings}
      where environment_id in (select id from environments where owner_id = ${ownerId})
      group by 1, 2, 3`);
  }
}
