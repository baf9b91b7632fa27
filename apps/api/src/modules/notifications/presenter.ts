import type { Notification } from '@maryjane/contract/notifications';
import type { NotificationRow } from './repository';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    environment:
      row.environmentId && row.environmentName
        ? { id: row.environmentId, name: row.environmentName }
        : null,
    device: row.deviceId && row.deviceName ? { id: row.deviceId, name: row.deviceName } : null,
    metric: row.metric as Notification['metric'],
    value: row.value,
    min: row.min,
    max: row.max,
    weather: row.weather as Notification['weather'],
    day: row.day,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
