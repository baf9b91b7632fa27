import { apiPaths } from '@maryjane/contract/api-paths';
import type { NotificationList } from '@maryjane/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../api-client';
import { notificationsKey } from './get-notifications';

// Checked in development and tests; see ../http-client.ts, `schema`.
const resultSchema = import.meta.env.DEV ? z.object({ unread: z.number().int() }) : undefined;

/** POST /notifications/read-all: every notification is read. */
export function markAllNotificationsRead() {
  return apiClient.post(apiPaths.notificationsReadAll, undefined, { schema: resultSchema });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(
        notificationsKey,
        (list) =>
          list && {
            items: list.items.map((item) => ({ ...item, readAt: item.readAt ?? now })),
            unread,
          },
      );
    },
  });
}
