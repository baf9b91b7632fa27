import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { notificationSchema, type NotificationList } from '@maryjane/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { notificationsKey } from './get-notifications';

/** POST /notifications/{id}/read: the notification, now read. */
export function markNotificationRead(id: string) {
  return apiClient.post(apiPath(apiPaths.notificationRead, { id }), undefined, {
    // Checked in development and tests; see ../http-client.ts, `schema`.
    schema: import.meta.env.DEV ? notificationSchema : undefined,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => {
      queryClient.setQueryData<NotificationList>(notificationsKey, (list) => {
        if (!list) return list;
        const wasUnread = list.items.some((item) => item.id === read.id && item.readAt === null);
        return {
          items: list.items.map((item) => (item.id === read.id ? read : item)),
          unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
        };
      });
    },
  });
}
