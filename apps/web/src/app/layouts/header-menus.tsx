import { useMantineColorScheme } from '@mantine/core';
import {
  IconAdjustments,
  IconDeviceDesktop,
  IconDots,
  IconLanguage,
  IconLayoutGrid,
  IconMoon,
  IconSearch,
  IconSun,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { lazyPage } from '../../shared/lazy-page';
import classes from './layout.module.css';
import {
  LazyColorSchemeMenu,
  LazyCustomizeButton,
  LazyLanguageMenu,
  LazyMoreMenu,
  LazyShortcutsMenu,
  LazySiteSearch,
  LazyUserMenu,
} from './lazy-menus';
import { loadOnIntent, TriggerButton, type TriggerLook, type TriggerProps } from './menu-stand-in';

// The member's bell and user menu: a part only members load (it carries their queries).
const LazyMemberMenus = lazyPage(() => import('./member-menus'), 'MemberMenus');

function LanguageTrigger(props: TriggerProps) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <TriggerButton
      {...props}
      label={t('header.language', { language: t(`header.languages.${current}`) })}
      popup="menu"
    >
      <IconLanguage size={20} aria-hidden />
    </TriggerButton>
  );
}

const schemeIcons = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop };

function ColorSchemeTrigger(props: TriggerProps) {
  const { t } = useTranslation('common');
  const { colorScheme } = useMantineColorScheme();
  const SchemeIcon = schemeIcons[colorScheme];
  return (
    <TriggerButton
      {...props}
      label={t('header.theme', { scheme: t(`header.themes.${colorScheme}`) })}
      popup="menu"
    >
      <SchemeIcon size={20} aria-hidden />
    </TriggerButton>
  );
}

/** A button whose name is one fixed text. */
function fixedTrigger(namespace: string, labelKey: string, ButtonIcon: Icon, look: TriggerLook) {
  return function FixedTrigger(props: TriggerProps) {
    const { t } = useTranslation(namespace);
    return (
      <TriggerButton {...props} {...look} label={t(labelKey)}>
        <ButtonIcon size={20} aria-hidden />
      </TriggerButton>
    );
  };
}

function SearchTrigger(props: TriggerProps) {
  const { t } = useTranslation('common');
  const { onIntent: intend } = props;
  // Ctrl/⌘+K works before the search is in, too.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        intend('click');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [intend]);
  return (
    <TriggerButton
      {...props}
      label={t('search.open')}
      popup="dialog"
      subtle
      keyShortcuts="Control+K Meta+K"
    >
      <IconSearch size={20} aria-hidden />
    </TriggerButton>
  );
}

const CustomizeTrigger = fixedTrigger('layout', 'open', IconAdjustments, { popup: 'dialog' });
const ShortcutsTrigger = fixedTrigger('common', 'shortcuts.open', IconLayoutGrid, {
  popup: 'menu',
  subtle: true,
});
const MoreTrigger = fixedTrigger('common', 'header.more', IconDots, { popup: 'menu' });
const VisitorMenuTrigger = fixedTrigger('common', 'header.userMenu', IconUser, {
  popup: 'menu',
  round: true,
});

export const LanguageMenu = loadOnIntent(LazyLanguageMenu, LanguageTrigger);
export const ColorSchemeMenu = loadOnIntent(LazyColorSchemeMenu, ColorSchemeTrigger);
export const CustomizeButton = loadOnIntent(LazyCustomizeButton, CustomizeTrigger);
export const SiteSearch = loadOnIntent(LazySiteSearch, SearchTrigger);
export const ShortcutsMenu = loadOnIntent(LazyShortcutsMenu, ShortcutsTrigger);
export const MoreMenu = loadOnIntent(LazyMoreMenu, MoreTrigger);
const VisitorMenu = loadOnIntent(LazyUserMenu, VisitorMenuTrigger);

/**
 * The notifications bell (signed in only; a visitor never loads it), then the user menu. Like
 * the other menus, a member's load on intent; their buttons show the unread count and the
 * avatar at once.
 */
export function UserMenu() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <VisitorMenu />;
  return (
    <Suspense
      fallback={
        <>
          <span className={classes.menuPlaceholder} />
          <span className={classes.menuPlaceholder} />
        </>
      }
    >
      <LazyMemberMenus />
    </Suspense>
  );
}
