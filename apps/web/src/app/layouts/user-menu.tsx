import { pagePaths } from '@maryjane/contract/page-paths';
import { Menu } from '@mantine/core';
import { IconLogin2, IconLogout, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../shared/api/get-current-user';
import { useSession } from '../../shared/session';
import { HoverMenu } from './hover-menu';
import { useUserBadge } from './member-badges';

export function UserMenu() {
  const { t } = useTranslation('common');
  const { isAuthenticated } = useSession();
  const { data: user } = useCurrentUser();
  const { label, face } = useUserBadge();
  return (
    <HoverMenu label={label} icon={face} round>
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
    </HoverMenu>
  );
}
