import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import {
  alertSettingsSchema,
  notificationListSchema,
  notificationSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from '@maryjane/contract/notifications';
import { z } from 'zod';
import type { Mailer } from '../../platform/mail/mailer';
import { noContent, ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import {
  ALERT_MAIL_CHECK_MS,
  alertSettings,
  saveAlertSettings,
  sendAlertMails,
} from './alert-mail';
import { sendAlertPushes, subscribe, unsubscribe, vapidKeys, type PushOptions } from './push';
import * as notifications from './service';

const tags = ['notifications'];

/**
 * The navbar bell: sensor alerts and weather warnings for the signed-in grower (issue 7), and
 * the same alerts by e-mail for those who ask (issue 31; looked for every minute).
 */
export const notificationRoutes = securedRoutes<{
  mailer: Mailer;
  publicUrl: string;
  push: PushOptions;
}>((mine, db, { mailer, publicUrl, push }) => {
  const mailing = setInterval(() => {
    sendAlertMails(db, mailer, publicUrl, mine.log).catch((error: unknown) =>
      mine.log.warn({ err: error }, 'alert mails not sent'),
    );
    sendAlertPushes(db, push, mine.log).catch((error: unknown) =>
      mine.log.warn({ err: error }, 'alert pushes not sent'),
    );
  }, ALERT_MAIL_CHECK_MS);
  mailing.unref();
  mine.addHook('onClose', async () => clearInterval(mailing));
  const settingsResponse = dataEnvelope(alertSettingsSchema);
  mine.get(
    apiPaths.alertSettings,
    {
      schema: {
        tags,
        summary: "Get the grower's alert mail settings",
        ...secured,
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await alertSettings(db, ownerOf(request)) }),
  );
  mine.put(
    apiPaths.alertSettings,
    {
      schema: {
        tags,
        summary: "Replace the grower's alert mail settings",
        ...secured,
        body: alertSettingsSchema,
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({
      data: await saveAlertSettings(db, ownerOf(request), request.body),
    }),
  );
  mine.get(
    apiPaths.notifications,
    {
      schema: {
        tags,
        summary: "List the grower's notifications",
        ...secured,
        response: { 200: dataEnvelope(notificationListSchema) },
      },
    },
    async (request) => ({ data: await notifications.listNotifications(db, ownerOf(request)) }),
  );
  mine.post(
    apiPaths.notificationRead,
    {
      schema: {
        tags,
        summary: 'Mark a notification as read',
        ...secured,
        params,
        response: { 200: dataEnvelope(notificationSchema) },
      },
    },
    async (request) => ({
      data: await notifications.markRead(db, ownerOf(request), request.params.id),
    }),
  );
  mine.post(
    apiPaths.notificationsReadAll,
    {
      schema: {
        tags,
        summary: 'Mark all notifications as read',
        ...secured,
        response: { 200: dataEnvelope(z.object({ unread: z.literal(0) })) },
      },
    },
    async (request) => {
      await notifications.markAllRead(db, ownerOf(request));
      return { data: { unread: 0 as const } };
    },
  );
  mine.get(
    apiPaths.pushKey,
    {
      schema: {
        tags,
        summary: 'Get the key browsers subscribe to pushes with',
        ...secured,
        response: { 200: dataEnvelope(pushKeySchema) },
      },
    },
    async () => ({ data: { publicKey: (await vapidKeys(db)).publicKey } }),
  );
  mine.put(
    apiPaths.pushSubscription,
    {
      schema: {
        tags,
        summary: "Subscribe this browser to the grower's alerts",
        ...secured,
        body: pushSubscriptionSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await subscribe(db, ownerOf(request), request.body, push.pushServices);
      return reply.status(204).send(null);
    },
  );
  mine.delete(
    apiPaths.pushSubscription,
    {
      schema: {
        tags,
        summary: "Stop pushing the grower's alerts to this browser",
        ...secured,
        body: pushEndpointSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await unsubscribe(db, ownerOf(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
});
