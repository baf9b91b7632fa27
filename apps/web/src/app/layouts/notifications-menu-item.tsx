import { pagePaths } from '@maryjane/contract/page-paths';
import { Menu, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@maryjane/contract/notifications';
import { IconBulb, IconFlame, IconGauge, IconSnowflake, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../features/dashboard/ui/format';
import { useRelativeTime } from '../../shared/ui/relative-time';

/** "Attic tent: humidity 78 % is above 40–55 %" or "Frost expected on Tue, −1 °C". */
export function useNotificationText() {
  const { t } = useTranslation('layout');
  const formats = useFormats();
  return (notification: Notification): string => {
    const { metric, value, min, max } = notification;
    if (notification.kind === 'weather') {
      const kind = notification.weather ?? 'frost';
      const day = notification.day ? formats.weekday(notification.day) : '';
      return value === null
        ? t(`notifications.weather.${kind}`, { day })
        : t(`notifications.weather.${kind}With`, { day, temperature: formats.temperature(value) });
    }
    const inEnvironment = (text: string) =>
      notification.environment
        ? t('notifications.inEnvironment', { environment: notification.environment.name, text })
        : text;
    if (notification.kind === 'silent') {
      return t('notifications.silent', { device: notification.device?.name ?? '' });
    }
    if (notification.kind === 'light_leak') {
      const light = value === null ? '' : formats.reading('light', value);
      return inEnvironment(t('notifications.lightLeak', { value: light }));
    }
    if (!metric || value === null) return t('notifications.reading.unknown');
    const reading = formats.reading(metric, value);
    const name = t(`notifications.metrics.${metric}`);
    let text: string;
    if (min !== null && max !== null) {
      const direction = value > max ? 'above' : value < min ? 'below' : 'outside';
      text = t(`notifications.reading.${direction}`, {
        metric: name,
        value: reading,
        range: formats.range(metric, min, max),
      });
    } else {
      text = t('notifications.reading.plain', { metric: name, value: reading });
    }
    return inEnvironment(text);
  };
}

function KindIcon({ notification }: { notification: Notification }) {
  if (notification.kind === 'reading') return <IconGauge size={18} aria-hidden />;
  if (notification.kind === 'silent') return <IconWifiOff size={18} aria-hidden />;
  if (notification.kind === 'light_leak') return <IconBulb size={18} aria-hidden />;
  return notification.weather === 'heat' ? (
    <IconFlame size={18} aria-hidden />
  ) : (
    <IconSnowflake size={18} aria-hidden />
  );
}

/** One notification; choosing it marks it read and opens the page where its cause shows. */
export function NotificationsMenuItem({
  notification,
  text,
  now,
  onRead,
}: {
  notification: Notification;
  text: string;
  now: number;
  onRead: (id: string) => void;
}) {
  const { t } = useTranslation('layout');
  const relative = useRelativeTime();
  const unread = notification.readAt === null;
  return (
    <Menu.Item
      component={Link}
      // A silent device is seen to where devices are; the rest show on the dashboard.
      to={notification.kind === 'silent' ? pagePaths.automation : pagePaths.dashboard}
      leftSection={<KindIcon notification={notification} />}
      onClick={() => {
        if (unread) onRead(notification.id);
      }}
      data-unread={unread || undefined}
    >
      {unread && <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
      <Text size="sm" fw={unread ? 700 : 400} span display="block">
        {text}
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        <time dateTime={notification.createdAt}>{relative(notification.createdAt, now)}</time>
      </Text>
    </Menu.Item>
  );
}
