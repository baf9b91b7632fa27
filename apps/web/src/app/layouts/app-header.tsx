import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandLink } from './brand-link';
import {
  ColorSchemeMenu,
  CustomizeButton,
  LanguageMenu,
  MoreMenu,
  ShortcutsMenu,
  SiteSearch,
  UserMenu,
} from './header-menus';
import classes from './layout.module.css';

export const NAVIGATION_ID = 'main-navigation';

/**
 * Search, shortcuts, language, colour scheme, layout customizer, notifications and user: in the
 * header, or atop a headerless nav. On a phone, language, colour scheme and layout are in one
 * "More" menu and the shortcuts are left to the navigation, so the user menu stays on screen.
 */
export function HeaderActions({ vertical = false }: { vertical?: boolean }) {
  return (
    <Group
      gap="xs"
      wrap={vertical ? 'wrap' : 'nowrap'}
      className={vertical ? classes.actionsColumn : undefined}
    >
      <SiteSearch />
      {/* A phone has room for four buttons: the settings go into "More" (layout.module.css). */}
      <span className={classes.wideOnly}>
        <ShortcutsMenu />
        <LanguageMenu />
        <ColorSchemeMenu />
        <CustomizeButton />
      </span>
      <span className={classes.narrowOnly}>
        <MoreMenu />
      </span>
      <UserMenu />
    </Group>
  );
}

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <Group h={60} px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          className={classes.burger}
          opened={navOpened}
          onClick={onToggleNav}
          size="sm"
          aria-label={navOpened ? t('header.closeNavigation') : t('header.openNavigation')}
          aria-expanded={navOpened}
          aria-controls={NAVIGATION_ID}
        />
        <BrandLink />
      </Group>
      <HeaderActions />
    </Group>
  );
}
