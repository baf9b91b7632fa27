import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import { notificationListSchema, notificationSchema } from '@maryjane/contract/notifications';
import { z } from 'zod';
import { ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import * as notifications from './service';

const tags = ['notifications'];

/** The navbar bell: sensor alerts and weather warnings for the signed-in grower (issue 7). */
export const notificationRoutes = securedRoutes((mine, db) => {
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
});
