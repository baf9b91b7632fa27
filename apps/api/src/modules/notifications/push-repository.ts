import type { PushSubscriptionBody } from '@maryjane/contract/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { appSecrets, pushSubscriptions } from '../../db/schema/push';
import { notifications } from '../../db/schema/sensors';
import { users } from '../../db/schema/users';
import type { PendingAlert } from './alert-mail-repository';

export async function findSecret(db: Database, name: string) {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row?.value ?? null;
}

export async function insertSecretOnce(db: Database, name: string, value: string) {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
}

/** A browser subscribes once; subscribing again (a new key, another grower) replaces it. */
export async function upsertSubscription(db: Database, userId: string, body: PushSubscriptionBody) {
  const values = {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: sql`now()` },
    });
}

/** The alerts' language and time zone, as the device that subscribed has them. */
export async function updateAlertLocale(
  db: Database,
  userId: string,
  locale: { timeZone?: string; language?: 'en' | 'de' },
) {
  if (!locale.timeZone && !locale.language) return;
  await db
    .update(users)
    .set({
      ...(locale.timeZone ? { timeZone: locale.timeZone } : {}),
      ...(locale.language ? { language: locale.language } : {}),
    })
    .where(eq(users.id, userId));
}

export async function deleteSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptionById(db: Database, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function tryPushLock(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(hashtextextended('alert-pushes', 0)) as locked`,
  );
  return row?.locked === true;
}

export interface PendingPush extends Omit<PendingAlert, 'email' | 'username' | 'createdAt'> {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Alerts not yet pushed, made since their browser subscribed (at most a day back). */
export function pendingPushes(db: Database, now: Date) {
  return queryRows<PendingPush>(
    db,
    sql`
      select n.id, n.user_id as "userId", n.kind, n.environment_id as "environmentId",
             e.name as "environmentName", n.metric, n.device_id as "deviceId",
             d.name as "deviceName", n.value, n.min, n.max, n.weather, n.day,
             u.language, u.time_zone as "timeZone", u.alert_quiet_from as "quietFrom",
             u.alert_quiet_to as "quietTo", s.id as "subscriptionId", s.endpoint, s.p256dh, s.auth
      from notifications n
      join push_subscriptions s on s.user_id = n.user_id
      join users u on u.id = n.user_id
      left join environments e on e.id = n.environment_id
      left join sensor_devices d on d.id = n.device_id
      where n.pushed_at is null
        and n.created_at > greatest(s.created_at,
                                    ${now.toISOString()}::timestamptz - interval '24 hours')
        and n.created_at <= ${now.toISOString()}::timestamptz
      order by s.id, n.created_at
      limit 1000`,
  );
}

export async function markPushed(db: Database, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db.update(notifications).set({ pushedAt: now }).where(inArray(notifications.id, ids));
}
