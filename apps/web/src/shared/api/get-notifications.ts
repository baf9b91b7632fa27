import { apiPaths } from '@maryjane/contract/api-paths';
import { notificationListSchema } from '@maryjane/contract/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export const notificationsKey = ['notifications'] as const;

/** New alerts are made when readings arrive; the bell asks once a minute. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /notifications: the newest 50 alerts and how many are unread (the header's bell). */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.notifications, {
        // Checked in development and tests; see ../http-client.ts, `schema`.
        schema: import.meta.env.DEV ? notificationListSchema : undefined,
        signal,
      }),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    // A bell that cannot reach the server stays quiet instead of raising a notice every minute.
    meta: { silent: true },
  });
}
