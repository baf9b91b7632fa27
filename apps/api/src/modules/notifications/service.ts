import { isUuid } from '@maryjane/contract/ids';
import {
  ALERT_WINDOW_MS,
  LIGHT_LEAK_WINDOW_MS,
  type Notification,
  type NotificationList,
} from '@maryjane/contract/notifications';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http-errors';
import { presentNotification } from './presenter';
import * as repository from './repository';

export type { ReadingAlert, WeatherWarning } from './repository';

/** The bell shows this many of the newest notifications. */
const NOTIFICATIONS_SHOWN = 50;

export async function listNotifications(db: Database, userId: string): Promise<NotificationList> {
  const rows = await repository.listNotificationRows(db, userId, NOTIFICATIONS_SHOWN);
  const unread = await repository.countUnread(db, userId);
  return { items: rows.map(presentNotification), unread };
}

export async function markRead(db: Database, userId: string, id: string): Promise<Notification> {
  const row = isUuid(id) ? await repository.markRowRead(db, userId, id) : null;
  if (!row) throw notFound();
  return presentNotification(row);
}

export async function markAllRead(db: Database, userId: string) {
  await repository.markAllRowsRead(db, userId);
}

/**
 * A reading outside its target: at most one notification per metric and environment within
 * the alert window, however many batches arrive at once.
 */
export async function notifyReading(db: Database, alert: repository.ReadingAlert, now: Date) {
  await repository.insertReadingAlertOnce(db, alert, new Date(now.getTime() - ALERT_WINDOW_MS));
}

/** A frosty or hot day ahead: once per kind and day however often the forecast is read. */
export async function notifyWeather(
  db: Database,
  userId: string,
  warning: repository.WeatherWarning,
) {
  await repository.insertWeatherWarningOnce(db, userId, warning);
}

/** Devices gone silent: run every few minutes by each instance (see startSilentDeviceWatch). */
export async function notifySilentDevices(db: Database, now = new Date()) {
  await repository.insertSilentDeviceAlerts(db, now);
}

/** Light in a dark hour: at most one alert per environment in LIGHT_LEAK_WINDOW_MS. */
export async function notifyLightLeak(
  db: Database,
  alert: { userId: string; environmentId: string; deviceId: string; value: number },
  now: Date,
) {
  await repository.insertLightLeakAlertOnce(
    db,
    alert,
    new Date(now.getTime() - LIGHT_LEAK_WINDOW_MS),
  );
}
