import { pagePaths } from '@maryjane/contract/page-paths';
import { ActionIcon, Menu } from '@mantine/core';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '@maryjane/contract/constants';
import { IconLogin2, IconLogout, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../shared/api/get-current-user';
import { useSession } from '../../shared/session';
import { useUserBadge } from './member-badges';

export function UserMenu() {
  const { t } = useTranslation('common');
  const { isAuthenticated } = useSession();
  const { data: user } = useCurrentUser();
  const { label, face } = useUserBadge();
  return (
    <Menu
      trigger="click-hover"
      openDelay={MENU_OPEN_DELAY_MS}
      closeDelay={MENU_CLOSE_DELAY_MS}
      position="bottom-end"
    >
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={label}>
          {face}
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
              to={pagePaths.accountSettings}
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('header.accountSettings')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={pagePaths.logout}
              leftSection={<IconLogout size={16} aria-hidden />}
            >
              {t('header.logout')}
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item
              component={Link}
              to={pagePaths.login}
              leftSection={<IconLogin2 size={16} aria-hidden />}
            >
              {t('header.login')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={pagePaths.register}
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
