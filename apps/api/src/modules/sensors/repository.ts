import { randomBytes } from 'node:crypto';
import type { Notification, NotificationList } from '@maryjane/contract/notifications';
import {
  bucketSeconds,
  readingMetrics,
  type EnvironmentReadings,
  type LatestReading,
  type ReadingMetric,
  type ReadingRange,
  type SensorDevice,
  type SensorDeviceWithKey,
  type TargetMetric,
} from '@maryjane/contract/sensors';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { environments } from '../../db/schema/grow';
import { notifications, sensorDevices } from '../../db/schema/sensors';
import { notFound } from '../../platform/http-errors';
import { isUuid } from '@maryjane/contract/ids';
import { fieldError } from '../../platform/http/field-error';
import { hashDeviceKey } from './ingest';
import { effectiveTargets, phaseOfEnvironment } from './targets';

// ---------------------------------------------------------------------------------------------
// Devices

const newKey = () => randomBytes(24).toString('base64url');

function selectDevices(db: Database) {
  return db
    .select({ device: sensorDevices, environmentName: environments.name })
    .from(sensorDevices)
    .innerJoin(environments, eq(environments.id, sensorDevices.environmentId));
}

function presentDevice({
  device,
  environmentName,
}: Awaited<ReturnType<typeof selectDevices>>[number]): SensorDevice {
  return {
    id: device.id,
    name: device.name,
    environment: { id: device.environmentId, name: environmentName },
    keyPrefix: device.keyPrefix,
    lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
    createdAt: device.createdAt.toISOString(),
  };
}

export async function listDevices(db: Database, ownerId: string): Promise<SensorDevice[]> {
  const rows = await selectDevices(db)
    .where(eq(sensorDevices.ownerId, ownerId))
    .orderBy(environments.name, sensorDevices.name);
  return rows.map(presentDevice);
}

async function getDevice(db: Database, ownerId: string, id: string): Promise<SensorDevice> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectDevices(db).where(
    and(eq(sensorDevices.ownerId, ownerId), eq(sensorDevices.id, id)),
  );
  if (!row) throw notFound();
  return presentDevice(row);
}

export async function assertOwnEnvironment(db: Database, ownerId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [environment] = await db
    .select({ id: environments.id })
    .from(environments)
    .where(and(eq(environments.ownerId, ownerId), eq(environments.id, id)));
  if (!environment) throw notFound();
}

export async function createDevice(
  db: Database,
  ownerId: string,
  body: { name: string; environmentId: string },
): Promise<SensorDeviceWithKey> {
  try {
    await assertOwnEnvironment(db, ownerId, body.environmentId);
  } catch {
    throw fieldError('environmentId', 'notFound');
  }
  const key = newKey();
  const [row] = await db
    .insert(sensorDevices)
    .values({
      ownerId,
      environmentId: body.environmentId,
      name: body.name,
      keyHash: hashDeviceKey(key),
      keyPrefix: key.slice(0, 6),
    })
    .returning({ id: sensorDevices.id });
  if (!row) throw new Error('device insert returned nothing');
  return { ...(await getDevice(db, ownerId, row.id)), key };
}

/** A new key for the device; the old one stops working at once. */
export async function renewKey(
  db: Database,
  ownerId: string,
  id: string,
): Promise<SensorDeviceWithKey> {
  await getDevice(db, ownerId, id);
  const key = newKey();
  await db
    .update(sensorDevices)
    .set({ keyHash: hashDeviceKey(key), keyPrefix: key.slice(0, 6) })
    .where(and(eq(sensorDevices.ownerId, ownerId), eq(sensorDevices.id, id)));
  return { ...(await getDevice(db, ownerId, id)), key };
}

export async function deleteDevice(db: Database, ownerId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(sensorDevices)
    .where(and(eq(sensorDevices.ownerId, ownerId), eq(sensorDevices.id, id)))
    .returning({ id: sensorDevices.id });
  if (deleted.length === 0) throw notFound();
}

// ---------------------------------------------------------------------------------------------
// Readings of an environment

const rangeInterval: Record<ReadingRange, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};

export async function environmentReadings(
  db: Database,
  environmentId: string,
  range: ReadingRange,
): Promise<EnvironmentReadings> {
  const phase = await phaseOfEnvironment(db, environmentId);
  const targets = phase ? (await effectiveTargets(db, environmentId))[phase] : undefined;
  // The newest reading of each metric: one index lookup per metric.
  const latestRows = await queryRows<{ metric: ReadingMetric; value: number; recorded_at: Date }>(
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
  const latest: LatestReading[] = latestRows.map((row) => {
    const target = targets?.[row.metric as TargetMetric];
    const status = !target
      ? 'unknown'
      : row.value < target.min
        ? 'low'
        : row.value > target.max
          ? 'high'
          : 'ok';
    return {
      metric: row.metric,
      value: row.value,
      recordedAt: new Date(row.recorded_at).toISOString(),
      status,
      target: target ? { min: target.min, max: target.max } : null,
    };
  });
  const bucket = bucketSeconds[range];
  const points = await queryRows<{
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
  const series = readingMetrics
    .map((metric) => ({
      metric,
      points: points
        .filter((point) => point.metric === metric)
        .map((point) => ({
          at: new Date(Number(point.bucket) * 1000).toISOString(),
          avg: Math.round(Number(point.avg) * 1000) / 1000,
          min: Number(point.min),
          max: Number(point.max),
        })),
    }))
    .filter((entry) => entry.points.length > 0);
  return { environmentId, phase, latest, range, series };
}

// ---------------------------------------------------------------------------------------------
// Notifications

const NOTIFICATIONS_SHOWN = 50;

function presentNotification(
  row: typeof notifications.$inferSelect & { environmentName: string | null },
): Notification {
  return {
    id: row.id,
    kind: row.kind,
    environment:
      row.environmentId && row.environmentName
        ? { id: row.environmentId, name: row.environmentName }
        : null,
    metric: row.metric,
    value: row.value,
    min: row.min,
    max: row.max,
    weather: row.weather,
    day: row.day,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

function selectNotifications(db: Database) {
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      environmentId: notifications.environmentId,
      metric: notifications.metric,
      value: notifications.value,
      min: notifications.min,
      max: notifications.max,
      weather: notifications.weather,
      day: notifications.day,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      environmentName: environments.name,
    })
    .from(notifications)
    .leftJoin(environments, eq(environments.id, notifications.environmentId));
}

export async function listNotifications(db: Database, userId: string): Promise<NotificationList> {
  const rows = await selectNotifications(db)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATIONS_SHOWN);
  const [counted] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { items: rows.map(presentNotification), unread: counted?.unread ?? 0 };
}

export async function markRead(db: Database, userId: string, id: string): Promise<Notification> {
  if (!isUuid(id)) throw notFound();
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  const [row] = await selectNotifications(db).where(
    and(eq(notifications.userId, userId), eq(notifications.id, id)),
  );
  if (!row) throw notFound();
  return presentNotification(row);
}

export async function markAllRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
