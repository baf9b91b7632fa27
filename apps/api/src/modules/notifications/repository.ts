import {
  DEVICE_SILENT_AFTER_MS,
  DEVICE_SILENT_UNTIL_MS,
  notificationKinds,
} from '@maryjane/contract/notifications';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import { environments } from '../../db/schema/grow';
import { notifications, sensorDevices } from '../../db/schema/sensors';

/** Every query here is scoped to the notified grower; none knows HTTP. */
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
      deviceId: notifications.deviceId,
      deviceName: sensorDevices.name,
    })
    .from(notifications)
    .leftJoin(environments, eq(environments.id, notifications.environmentId))
    .leftJoin(sensorDevices, eq(sensorDevices.id, notifications.deviceId));
}

export type NotificationRow = Awaited<ReturnType<typeof selectNotifications>>[number];

/** The grower's newest notifications, newest first (of the kinds this version knows). */
export function listNotificationRows(db: Database, userId: string, limit: number) {
  return selectNotifications(db)
    .where(
      and(eq(notifications.userId, userId), inArray(notifications.kind, [...notificationKinds])),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [counted] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return counted?.unread ?? 0;
}

/** Marks the notification read (keeping the first time); null when not the grower's. */
export async function markRowRead(db: Database, userId: string, id: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  const [row] = await selectNotifications(db).where(
    and(eq(notifications.userId, userId), eq(notifications.id, id)),
  );
  return row ?? null;
}

export async function markAllRowsRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export interface ReadingAlert {
  userId: string;
  environmentId: string;
  metric: string;
  value: number;
  min: number;
  max: number;
}

/** Inserts a reading alert unless one for its metric and environment was made after `since`. */
export async function insertReadingAlertOnce(db: Database, alert: ReadingAlert, since: Date) {
  const { userId, environmentId, metric, value, min, max } = alert;
  await insertOnce(
    db,
    `reading:${environmentId}:${metric}`,
    sql`
    insert into ${notifications} (user_id, kind, environment_id, metric, value, min, max)
    select ${userId}, 'reading', ${environmentId}, ${metric}, ${value}, ${min}, ${max}
    where not exists (
      select 1 from ${notifications}
      where environment_id = ${environmentId} and metric = ${metric}
        and kind = 'reading' and created_at > ${since.toISOString()}
    )`,
  );
}

export interface WeatherWarning {
  kind: 'frost' | 'heat';
  date: string;
  temperatureC: number;
}

/** Inserts a weather warning unless the grower has one of its kind for its day already. */
export async function insertWeatherWarningOnce(
  db: Database,
  userId: string,
  warning: WeatherWarning,
) {
  await insertOnce(
    db,
    `weather:${userId}:${warning.kind}:${warning.date}`,
    sql`
    insert into ${notifications} (user_id, kind, weather, day, value)
    select ${userId}, 'weather', ${warning.kind}, ${warning.date}, ${warning.temperatureC}
    where not exists (
      select 1 from ${notifications}
      where user_id = ${userId} and kind = 'weather' and weather = ${warning.kind}
        and day = ${warning.date}
    )`,
  );
}

/**
 * A notification for each device that has sent nothing for DEVICE_SILENT_AFTER_MS (but something
 * within DEVICE_SILENT_UNTIL_MS), once per silence: not again until it has been heard from. Every
 * instance may run it; the lock makes them take turns, and the second finds the first's rows.
 */
export async function insertSilentDeviceAlerts(db: Database, now: Date) {
  const silentSince = new Date(now.getTime() - DEVICE_SILENT_AFTER_MS).toISOString();
  const forgottenBefore = new Date(now.getTime() - DEVICE_SILENT_UNTIL_MS).toISOString();
  await insertOnce(
    db,
    'silent-devices',
    sql`
    insert into ${notifications} (user_id, kind, environment_id, device_id, created_at)
    select d.owner_id, 'silent', d.environment_id, d.id, ${now.toISOString()}::timestamptz
    from ${sensorDevices} d
    where d.last_seen_at < ${silentSince}::timestamptz
      and d.last_seen_at > ${forgottenBefore}::timestamptz
      and not exists (
        select 1 from ${notifications} n
        where n.device_id = d.id and n.kind = 'silent' and n.created_at > d.last_seen_at
      )`,
  );
}

/** A light-leak alert for the environment unless it has one since `since`. */
export async function insertLightLeakAlertOnce(
  db: Database,
  alert: { userId: string; environmentId: string; deviceId: string; value: number },
  since: Date,
) {
  const { userId, environmentId, deviceId, value } = alert;
  await insertOnce(
    db,
    `light-leak:${environmentId}`,
    sql`
    insert into ${notifications} (user_id, kind, environment_id, device_id, metric, value)
    select ${userId}, 'light_leak', ${environmentId}, ${deviceId}, 'light', ${value}
    where not exists (
      select 1 from ${notifications}
      where environment_id = ${environmentId} and kind = 'light_leak'
        and created_at > ${since.toISOString()}
    )`,
  );
}
