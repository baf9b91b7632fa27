import { ActionIcon, Avatar, Menu, useMantineTheme } from '@mantine/core';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '@maryjane/contract/constants';
import { IconLogin2, IconLogout, IconSettings, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/account/api/get-current-user';
import { useSession } from '../../shared/session';

/** Up to two initials, as Mantine's Avatar draws them from a name. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters =
    words.length === 1
      ? Array.from(words[0] ?? '').slice(0, 2)
      : words.map((word) => Array.from(word)[0] ?? '').slice(0, 2);
  return letters.join('').toUpperCase();
}

export function UserMenu() {
  const { t } = useTranslation('common');
  const { isAuthenticated } = useSession();
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
  return (
    <Menu
      trigger="click-hover"
      openDelay={MENU_OPEN_DELAY_MS}
      closeDelay={MENU_CLOSE_DELAY_MS}
      position="bottom-end"
    >
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={label}>
          {user ? (
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
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {isAuthenticated ? (user?.username ?? t('header.signedIn')) : t('header.visitor')}
        </Menu.Label>
        {isAuthenticated ? (
          <>
            <Menu.Item
              component={Link}
              to="/account-settings"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('header.accountSettings')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/logout"
              leftSection={<IconLogout size={16} aria-hidden />}
            >
              {t('header.logout')}
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item
              component={Link}
              to="/login"
              leftSection={<IconLogin2 size={16} aria-hidden />}
            >
              {t('header.login')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/register"
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              {t('header.register')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
