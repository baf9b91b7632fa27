import { createHash } from 'node:crypto';
import { ALERT_WINDOW_MS } from '@maryjane/contract/notifications';
import {
  targetMetrics,
  vapourPressureDeficit,
  type ReadingMetric,
  type SensorMetric,
  type TargetMetric,
} from '@maryjane/contract/sensors';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import {
  notifications,
  sensorDevices,
  sensorReadings,
  sensorRollups,
} from '../../db/schema/sensors';
import { effectiveTargets, phaseOfEnvironment } from './targets';

/** Rollup granularity: the finest dashboard bucket (24 h in ten-minute steps). */
export const ROLLUP_SECONDS = 600;

export const hashDeviceKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface Device {
  id: string;
  ownerId: string;
  environmentId: string;
}

export async function findDeviceByKey(db: Database, key: string): Promise<Device | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(key)) return null;
  const [device] = await db
    .select({
      id: sensorDevices.id,
      ownerId: sensorDevices.ownerId,
      environmentId: sensorDevices.environmentId,
    })
    .from(sensorDevices)
    .where(eq(sensorDevices.keyHash, hashDeviceKey(key)));
  return device ?? null;
}

interface StoredReading {
  metric: ReadingMetric;
  value: number;
  recordedAt: Date;
}

/** Air temperature and humidity taken within this time of each other make a VPD reading. */
const VPD_PAIRING_MS = 10 * 60_000;

/**
 * VPD for each air temperature or humidity reading: paired with the other one of the same
 * moment in the batch, else with the latest stored one from the last ten minutes.
 */
async function deriveVpd(
  db: Database,
  environmentId: string,
  readings: StoredReading[],
): Promise<StoredReading[]> {
  const byTime = new Map<number, { t?: number; h?: number }>();
  for (const reading of readings) {
    if (reading.metric !== 'air_temperature' && reading.metric !== 'humidity') continue;
    const slot = byTime.get(reading.recordedAt.getTime()) ?? {};
    if (reading.metric === 'air_temperature') slot.t = reading.value;
    else slot.h = reading.value;
    byTime.set(reading.recordedAt.getTime(), slot);
  }
  // Moments that lack one of the two: their partner comes from what is stored, fetched at once.
  const unpaired = [...byTime].filter(([, slot]) => slot.t === undefined || slot.h === undefined);
  const stored = unpaired.length > 0 ? await storedClimate(db, environmentId, unpaired) : [];
  const latestBefore = (metric: SensorMetric, time: number): number | undefined => {
    let found: number | undefined;
    for (const reading of stored) {
      const at = reading.recordedAt.getTime();
      if (reading.metric !== metric || at > time) continue;
      if (at < time - VPD_PAIRING_MS) continue;
      found = reading.value; // ordered by time: the last one that fits is the latest
    }
    return found;
  };
  const derived: StoredReading[] = [];
  for (const [time, slot] of byTime) {
    const t = slot.t ?? latestBefore('air_temperature', time);
    const h = slot.h ?? latestBefore('humidity', time);
    if (t === undefined || h === undefined) continue;
    derived.push({
      metric: 'vpd',
      value: Math.round(vapourPressureDeficit(t, h) * 1000) / 1000,
      recordedAt: new Date(time),
    });
  }
  return derived;
}

/** Stored air temperature and humidity around the given moments, oldest first, in one query. */
async function storedClimate(
  db: Database,
  environmentId: string,
  moments: [number, unknown][],
): Promise<StoredReading[]> {
  const times = moments.map(([time]) => time);
  const from = new Date(Math.min(...times) - VPD_PAIRING_MS);
  const to = new Date(Math.max(...times));
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
  return rows;
}

/**
 * A notification for each target metric whose newest reading of the batch is outside the
 * environment's target for its phase, unless one for that metric and environment was made
 * within the hour. Readings older than the window (a device catching up) do not alert.
 */
async function raiseAlerts(db: Database, device: Device, readings: StoredReading[], now: Date) {
  const newest = new Map<TargetMetric, StoredReading>();
  for (const reading of readings) {
    if (!(targetMetrics as readonly string[]).includes(reading.metric)) continue;
    if (now.getTime() - reading.recordedAt.getTime() > ALERT_WINDOW_MS) continue;
    const metric = reading.metric as TargetMetric;
    const current = newest.get(metric);
    if (!current || current.recordedAt < reading.recordedAt) newest.set(metric, reading);
  }
  if (newest.size === 0) return;
  const phase = await phaseOfEnvironment(db, device.environmentId);
  if (!phase) return;
  const targets = (await effectiveTargets(db, device.environmentId))[phase];
  if (!targets) return;
  const since = new Date(now.getTime() - ALERT_WINDOW_MS).toISOString();
  for (const [metric, reading] of newest) {
    const target = targets[metric];
    if (!target || (reading.value >= target.min && reading.value <= target.max)) continue;
    const key = `reading:${device.environmentId}:${metric}`;
    await insertOnce(
      db,
      key,
      sql`
      insert into ${notifications} (user_id, kind, environment_id, metric, value, min, max)
      select ${device.ownerId}, 'reading', ${device.environmentId}, ${metric}, ${reading.value},
             ${target.min}, ${target.max}
      where not exists (
        select 1 from ${notifications}
        where environment_id = ${device.environmentId} and metric = ${metric}
          and kind = 'reading' and created_at > ${since}
      )`,
    );
  }
}

/** Stores a device's readings (and the VPD they allow) in one statement, then checks targets. */
export async function ingestReadings(
  db: Database,
  device: Device,
  readings: { metric: SensorMetric; value: number; recordedAt?: string }[],
  onAlertError: (error: unknown) => void,
  now = new Date(),
): Promise<number> {
  const stored: StoredReading[] = readings.map((reading) => ({
    metric: reading.metric,
    value: reading.value,
    recordedAt: reading.recordedAt ? new Date(reading.recordedAt) : now,
  }));
  const all = [...stored, ...(await deriveVpd(db, device.environmentId, stored))];
  const metrics = `{${all.map((reading) => reading.metric).join(',')}}`;
  const values = `{${all.map((reading) => reading.value).join(',')}}`;
  const times = `{${all.map((reading) => reading.recordedAt.toISOString()).join(',')}}`;
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
  // The readings are stored: a failure to notify must not tell the device to send them again.
  await raiseAlerts(db, device, all, now).catch((error: unknown) => onAlertError(error));
  return readings.length;
}
