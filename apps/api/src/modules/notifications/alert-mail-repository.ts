import type { Language } from '@maryjane/contract/constants';
import type { NotificationKind } from '@maryjane/contract/notifications';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { notifications } from '../../db/schema/sensors';
import { users } from '../../db/schema/users';

/** Alert mails (issue 31): the grower's choice and the alerts waiting to be mailed. */

export async function alertSettingsRow(db: Database, userId: string) {
  const [row] = await db
    .select({
      alertMail: users.alertMail,
      alertQuietFrom: users.alertQuietFrom,
      alertQuietTo: users.alertQuietTo,
      timeZone: users.timeZone,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('the signed-in grower has no row');
  return row;
}

/** Saves the choice; `switchedOnAt` becomes the start of mailing when mail was off before. */
export async function updateAlertSettings(
  db: Database,
  userId: string,
  values: {
    alertMail: boolean;
    alertQuietFrom: number | null;
    alertQuietTo: number | null;
    timeZone: string;
    language: Language;
    switchedOnAt: Date;
  },
) {
  const { switchedOnAt, ...settings } = values;
  await db
    .update(users)
    .set({
      ...settings,
      alertMailSince: settings.alertMail
        ? sql`case when ${users.alertMail} then ${users.alertMailSince} else ${switchedOnAt.toISOString()}::timestamptz end`
        : null,
    })
    .where(eq(users.id, userId));
}

/** Whether this instance does the mailing now (the lock ends with the transaction). */
export async function tryAlertMailLock(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(hashtextextended('alert-mails', 0)) as locked`,
  );
  return row?.locked === true;
}

export interface PendingAlert {
  id: string;
  userId: string;
  kind: NotificationKind;
  environmentId: string | null;
  environmentName: string | null;
  metric: string | null;
  deviceId: string | null;
  deviceName: string | null;
  value: number | null;
  min: number | null;
  max: number | null;
  weather: string | null;
  day: string | null;
  createdAt: Date;
  email: string;
  username: string;
  language: Language;
  timeZone: string;
  quietFrom: number | null;
  quietTo: number | null;
}

/** How far back an alert not yet mailed is still mailed (a server that was down a while). */
const PENDING_FOR = '24 hours';
/** At most this many alerts per run; the rest go a minute later. */
const PENDING_MAX = 1000;

/** Alerts of growers who want mails, made since they switched mails on, not yet dealt with. */
export async function pendingAlerts(db: Database, now: Date): Promise<PendingAlert[]> {
  const rows = await queryRows<Omit<PendingAlert, 'createdAt'> & { createdAt: string | Date }>(
    db,
    sql`
      select n.id, n.user_id as "userId", n.kind, n.environment_id as "environmentId",
             e.name as "environmentName", n.metric, n.device_id as "deviceId",
             d.name as "deviceName", n.value, n.min, n.max, n.weather, n.day,
             n.created_at as "createdAt", u.email, u.username, u.language,
             u.time_zone as "timeZone", u.alert_quiet_from as "quietFrom",
             u.alert_quiet_to as "quietTo"
      from users u
      join notifications n on n.user_id = u.id
      left join environments e on e.id = n.environment_id
      left join sensor_devices d on d.id = n.device_id
      where u.alert_mail and n.mail is null
        and n.created_at > greatest(u.alert_mail_since,
                                    ${now.toISOString()}::timestamptz - ${PENDING_FOR}::interval)
        and n.created_at <= ${now.toISOString()}::timestamptz
      order by n.user_id, n.created_at
      limit ${PENDING_MAX}`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** The growers' alerts mailed since `since`, for the window. */
export function recentlyMailed(db: Database, userIds: string[], since: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      environmentId: notifications.environmentId,
      metric: notifications.metric,
      deviceId: notifications.deviceId,
      weather: notifications.weather,
    })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.mail, 'sent'),
        gt(notifications.mailedAt, since),
      ),
    );
}

export async function markMailed(db: Database, ids: string[], mail: 'sent' | 'skipped', now: Date) {
  if (ids.length === 0) return;
  await db.update(notifications).set({ mail, mailedAt: now }).where(inArray(notifications.id, ids));
}
