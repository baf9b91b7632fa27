import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import { environments } from '../../db/schema/grow';
import { notifications } from '../../db/schema/sensors';

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
    })
    .from(notifications)
    .leftJoin(environments, eq(environments.id, notifications.environmentId));
}

export type NotificationRow = Awaited<ReturnType<typeof selectNotifications>>[number];

/** The grower's newest notifications, newest first. */
export function listNotificationRows(db: Database, userId: string, limit: number) {
  return selectNotifications(db)
    .where(eq(notifications.userId, userId))
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
