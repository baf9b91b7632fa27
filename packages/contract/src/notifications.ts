import { z } from 'zod';
import { languages } from './constants';
import { readingMetrics } from './sensors';

/** The navbar bell (spec §2): alerts for the signed-in grower. */

export const notificationKinds = ['reading', 'weather', 'silent', 'light_leak'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.uuid(),
  /**
   * `reading`: a reading outside its target; `weather`: frost or heat ahead; `silent`: a device
   * that has sent nothing for DEVICE_SILENT_AFTER_MS; `light_leak`: light in an hour that was dark
   * the nights before, in a flowering photoperiod grow (issue 31).
   */
  kind: z.enum(notificationKinds),
  /** For readings: the environment, the metric, the value and the target it missed. */
  environment: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  metric: z.enum(readingMetrics).nullable(),
  value: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** For `silent` (and `light_leak` when a device reported it): the device. */
  device: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** For weather: frost or heat, and the day. */
  weather: z.enum(['frost', 'heat']).nullable(),
  day: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** At most one alert per metric and environment in this window. */
export const ALERT_WINDOW_MS = 60 * 60_000;

/**
 * A device that has sent nothing for this long is reported once (issue 31); devices silent for
 * more than DEVICE_SILENT_UNTIL_MS (put away) are not.
 */
export const DEVICE_SILENT_AFTER_MS = 30 * 60_000;
export const DEVICE_SILENT_UNTIL_MS = 7 * 86_400_000;

/**
 * Light leaks in a flowering photoperiod grow (issue 31). An hour of the day counts as dark when
 * on each of the last two days (at least) the light sensor's highest reading in it stayed below
 * DARK_HOUR_MAX_LUX; a reading of LIGHT_LEAK_MIN_LUX or more in such an hour is a leak (a door, a
 * status LED, a timer that failed). These are MaryJane's thresholds: a phone screen at arm's
 * length gives a few lux, a grow light 20,000 lx and more.
 */
export const DARK_HOUR_MAX_LUX = 10;
export const LIGHT_LEAK_MIN_LUX = 20;
/** One light-leak alert per environment in this window. */
export const LIGHT_LEAK_WINDOW_MS = 12 * 3_600_000;

// ---------------------------------------------------------------------------------------------
// Alerts by e-mail (issue 31)

/** After an alert is mailed, the same alert (kind, environment, metric, device) waits this long. */
export const ALERT_MAIL_WINDOW_MS = 6 * 3_600_000;

/** A time of day, `HH:MM` (24 h). */
const timeOfDay = z.string('required').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid');

/** Whether `zone` is a time zone this runtime knows (`Europe/Berlin`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

export const alertSettingsSchema = z.object({
  /** Alerts are mailed as well as shown under the bell. */
  mail: z.boolean('invalid'),
  /**
   * No mail from `from` to `to` (local time in `timeZone`; over midnight when `to` is earlier).
   * What comes up meanwhile is mailed together when they end. Null: mail at any hour.
   */
  quietHours: z
    .object({ from: timeOfDay, to: timeOfDay })
    .refine((hours) => hours.from !== hours.to, { path: ['to'], message: 'invalid' })
    .nullable(),
  timeZone: z.string('required').refine(isTimeZone, 'invalid'),
  /** The language of the mails. */
  language: z.enum(languages, 'invalid'),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Web Push (issue 31)

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url('url').max(2000, 'url'),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters of base64url. */
    p256dh: z.string('required').regex(base64url, 'invalid').min(80, 'invalid').max(128, 'invalid'),
    /** Its 16-byte auth secret. */
    auth: z.string('required').regex(base64url, 'invalid').min(16, 'invalid').max(64, 'invalid'),
  }),
  /**
   * The device's time zone and language: the alerts' words and quiet hours follow them (the
   * same settings as the alert mails').
   */
  timeZone: z.string().refine(isTimeZone, 'invalid').optional(),
  language: z.enum(languages, 'invalid').optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.url('url').max(2000, 'url') });

/** The key a browser subscribes with (`applicationServerKey`), base64url. */
export const pushKeySchema = z.object({ publicKey: z.string() });
