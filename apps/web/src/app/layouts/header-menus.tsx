import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import {
  IconAdjustments,
  IconDeviceDesktop,
  IconLanguage,
  IconLayoutGrid,
  IconMoon,
  IconSearch,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import {
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { lazyPage } from '../lazy-page';
import classes from './layout.module.css';

/** A header menu that can open as it mounts: its trigger was clicked before its code was in. */
export interface HeaderMenuProps {
  openOnMount?: boolean;
}

// The menus need Mantine's Menu, Drawer and Spotlight, floating-ui and the contract's schemas
// (one chunk, ~85 kB gzip, see vite.config.ts). A page shows their buttons at once and loads a
// menu when the reader shows intent: pointer over or focus on its button, a tap, Ctrl/⌘+K.
const LazyLanguageMenu = lazyPage(() => import('./language-menu'), 'LanguageMenu');
const LazyColorSchemeMenu = lazyPage(() => import('./color-scheme-menu'), 'ColorSchemeMenu');
const LazyUserMenu = lazyPage(() => import('./user-menu'), 'UserMenu');
const LazyCustomizeButton = lazyPage(() => import('./customize-drawer'), 'CustomizeButton');
const LazySiteSearch = lazyPage(() => import('./site-search'), 'SiteSearch');
const LazyShortcutsMenu = lazyPage(() => import('./shortcuts-menu'), 'ShortcutsMenu');
const LazyNotificationsMenu = lazyPage(() => import('./notifications-menu'), 'NotificationsMenu');

type LazyMenu = ReturnType<typeof lazyPage<string, HeaderMenuProps>>;

interface TriggerProps {
  /** Loads the menu; `open`: and opens it once it is in. */
  onIntent: (open: boolean) => void;
}

/** The button a menu shows before its code is in: the menu's own trigger, without the menu. */
function TriggerButton({
  label,
  icon,
  onIntent,
  popup,
  subtle = false,
  round = false,
  keyShortcuts,
}: TriggerProps & {
  label: string;
  icon: ReactNode;
  popup: 'menu' | 'dialog';
  subtle?: boolean;
  round?: boolean;
  keyShortcuts?: string;
}) {
  return (
    <ActionIcon
      variant={subtle ? 'subtle' : 'default'}
      color={subtle ? 'gray' : undefined}
      size="lg"
      radius={round ? 'xl' : undefined}
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={false}
      aria-keyshortcuts={keyShortcuts}
      onPointerEnter={() => onIntent(false)}
      onFocus={() => onIntent(false)}
      onClick={() => onIntent(true)}
    >
      {icon}
    </ActionIcon>
  );
}

/**
 * Shows `Trigger` until the reader shows intent, then the menu, loaded; a click on the trigger
 * opens it once it is in, and a trigger that had the focus hands it to the menu's button.
 */
function loadOnIntent(Menu: LazyMenu, Trigger: ComponentType<TriggerProps>) {
  return function IntentMenu() {
    const [ready, setReady] = useState(Menu.isLoaded);
    const [openOnMount, setOpenOnMount] = useState(false);
    const slot = useRef<HTMLSpanElement>(null);
    const refocus = useRef(false);

    useEffect(() => {
      if (!ready || !refocus.current) return;
      refocus.current = false;
      slot.current?.querySelector('button')?.focus();
    }, [ready]);

    const intend = (open: boolean) => {
      if (open) setOpenOnMount(true);
      void Menu.preload().then(
        () => {
          refocus.current ||= Boolean(slot.current?.contains(document.activeElement));
          startTransition(() => setReady(true));
        },
        // Offline or a new deploy: the button stays, the next intent tries again.
        () => undefined,
      );
    };

    return (
      <span ref={slot} className={classes.menuSlot}>
        {ready ? <Menu openOnMount={openOnMount} /> : <Trigger onIntent={intend} />}
      </span>
    );
  };
}

function LanguageTrigger(props: TriggerProps) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <TriggerButton
      {...props}
      label={t('header.language', { language: t(`header.languages.${current}`) })}
      icon={<IconLanguage size={20} aria-hidden />}
      popup="menu"
    />
  );
}

const schemeIcons = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop };

function ColorSchemeTrigger(props: TriggerProps) {
  const { t } = useTranslation('common');
  const { colorScheme } = useMantineColorScheme();
  const Icon = schemeIcons[colorScheme];
  return (
    <TriggerButton
      {...props}
      label={t('header.theme', { scheme: t(`header.themes.${colorScheme}`) })}
      icon={<Icon size={20} aria-hidden />}
      popup="menu"
    />
  );
}

function CustomizeTrigger(props: TriggerProps) {
  const { t } = useTranslation('layout');
  return (
    <TriggerButton
      {...props}
      label={t('open')}
      icon={<IconAdjustments size={20} aria-hidden />}
      popup="dialog"
    />
  );
}

function SearchTrigger(props: TriggerProps) {
  const { t } = useTranslation('common');
  const { onIntent: intend } = props;
  // Ctrl/⌘+K works before the search is in, too.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        intend(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [intend]);
  return (
    <TriggerButton
      {...props}
      label={t('search.open')}
      icon={<IconSearch size={20} aria-hidden />}
      popup="dialog"
      subtle
      keyShortcuts="Control+K Meta+K"
    />
  );
}

function ShortcutsTrigger(props: TriggerProps) {
  const { t } = useTranslation('common');
  return (
    <TriggerButton
      {...props}
      label={t('shortcuts.open')}
      icon={<IconLayoutGrid size={20} aria-hidden />}
      popup="menu"
      subtle
    />
  );
}

function VisitorMenuTrigger(props: TriggerProps) {
  const { t } = useTranslation('common');
  return (
    <TriggerButton
      {...props}
      label={t('header.userMenu')}
      icon={<IconUser size={20} aria-hidden />}
      popup="menu"
      round
    />
  );
}

export const LanguageMenu = loadOnIntent(LazyLanguageMenu, LanguageTrigger);
export const ColorSchemeMenu = loadOnIntent(LazyColorSchemeMenu, ColorSchemeTrigger);
export const CustomizeButton = loadOnIntent(LazyCustomizeButton, CustomizeTrigger);
export const SiteSearch = loadOnIntent(LazySiteSearch, SearchTrigger);
export const ShortcutsMenu = loadOnIntent(LazyShortcutsMenu, ShortcutsTrigger);
const VisitorMenu = loadOnIntent(LazyUserMenu, VisitorMenuTrigger);

/**
 * The notifications bell (signed in only; a visitor never loads it), then the user menu. A
 * member's menus load at once: they show the member's avatar and unread count.
 */
export function UserMenu() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <VisitorMenu />;
  return (
    <>
      <Suspense fallback={<span className={classes.menuPlaceholder} />}>
        <LazyNotificationsMenu />
      </Suspense>
      <Suspense fallback={<span className={classes.menuPlaceholder} />}>
        <LazyUserMenu />
      </Suspense>
    </>
  );
}
