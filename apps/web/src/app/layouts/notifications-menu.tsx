import { ActionIcon, Menu, ScrollArea, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../shared/api/get-notifications';
import { useMarkAllNotificationsRead } from '../../shared/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../../shared/api/mark-notification-read';
import { useNow } from '../../shared/ui/relative-time';
import { bellIcon, UnreadIndicator, useBellLabel } from './member-badges';
import { NotificationsMenuItem, useNotificationText } from './notifications-menu-item';

/** The bell: readings outside their target and frost or heat ahead, newest first. */
export function NotificationsMenu() {
  const { t } = useTranslation('layout');
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const textOf = useNotificationText();
  const now = useNow(60_000);
  const { label, unread } = useBellLabel();
  const items = notifications.data?.items ?? [];

  return (
    // Without Mantine's focus placeholder (role="presentation", not allowed inside a menu), the
    // first notification takes the focus when the menu opens.
    <Menu
      position="bottom-end"
      width="min(22.5rem, calc(100vw - 1rem))"
      shadow="md"
      withInitialFocusPlaceholder={false}
    >
      <UnreadIndicator unread={unread}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={label}>
            {bellIcon}
          </ActionIcon>
        </Menu.Target>
      </UnreadIndicator>
      <Menu.Dropdown>
        <Menu.Label>{t('notifications.title')}</Menu.Label>
        {items.length === 0 ? (
          <Text size="sm" px="sm" py="xs">
            {notifications.isPending
              ? t('notifications.loading')
              : notifications.isError
                ? t('notifications.loadError')
                : t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="min(24rem, 60vh)" type="auto">
            {items.map((notification) => (
              <NotificationsMenuItem
                key={notification.id}
                notification={notification}
                text={textOf(notification)}
                now={now}
                onRead={(id) => markRead.mutate(id)}
              />
            ))}
          </ScrollArea.Autosize>
        )}
        {unread > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconChecks size={16} aria-hidden />}
              onClick={() => markAll.mutate()}
            >
              {t('notifications.markAllRead')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
