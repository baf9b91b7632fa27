import { Avatar, Indicator, useMantineTheme } from '@mantine/core';
import { IconBell, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shared/api/get-current-user';
import { useNotifications } from '../../shared/api/get-notifications';

// What the member's two header buttons show, with or without their menus (./member-menus.tsx
// shows them before the menus' code is in): the avatar and the unread count.

/** Up to two initials, as Mantine's Avatar draws them from a name. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters =
    words.length === 1
      ? Array.from(words[0] ?? '').slice(0, 2)
      : words.map((word) => Array.from(word)[0] ?? '').slice(0, 2);
  return letters.join('').toUpperCase();
}

/** The user menu button's name and face: the member's picture or initials, else a figure. */
export function useUserBadge(): { label: string; face: ReactNode } {
  const { t } = useTranslation('common');
  const { data: user } = useCurrentUser();
  const { primaryColor } = useMantineTheme();
  const initials = user && !user.avatarUrl ? initialsOf(user.username) : '';
  // The name starts with the initials shown, so someone using speech input can say them
  // (WCAG 2.5.3, label in name); a picture has no visible text to repeat.
  const label = user
    ? t(initials ? 'header.userMenuOfInitials' : 'header.userMenuOf', {
        initials,
        name: user.username,
      })
    : t('header.userMenu');
  const face = user ? (
    // Inside the labelled button: the picture is decorative, the initials are in the label.
    <Avatar
      src={user.avatarUrl}
      // White initials on the primary colour, whose palette keeps 4.5:1 for white text; the
      // per-name colours of color="initials" miss it for some names (axe found one).
      variant="filled"
      color={primaryColor}
      autoContrast={false}
      alt=""
      size={30}
      data-testid="header-avatar"
    >
      {initials}
    </Avatar>
  ) : (
    <IconUser size={20} aria-hidden />
  );
  return { label, face };
}

const MOST_SHOWN = 99;

/** The bell button's name, with the number of unread notifications in it. */
export function useBellLabel(): { label: string; unread: number } {
  const { t } = useTranslation('layout');
  const notifications = useNotifications();
  const unread = notifications.data?.unread ?? 0;
  const label =
    unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label');
  return { label, unread };
}

/** The red count on the bell; the button's name says it, so the number is for the eye only. */
export function UnreadIndicator({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <Indicator
      inline
      disabled={unread === 0}
      color="red.9"
      size={18}
      offset={4}
      label={<span aria-hidden>{unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}</span>}
    >
      {children}
    </Indicator>
  );
}

export const bellIcon = <IconBell size={20} aria-hidden />;
