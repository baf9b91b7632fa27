import { z } from 'zod';
import { readingMetrics } from './sensors';

/** The navbar bell (spec §2): alerts for the signed-in grower. */

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['reading', 'weather']),
  /** For readings: the environment, the metric, the value and the target it missed. */
  environment: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  metric: z.enum(readingMetrics).nullable(),
  value: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
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
