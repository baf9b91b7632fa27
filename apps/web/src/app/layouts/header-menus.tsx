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
  type Icon,
} from '@tabler/icons-react';
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { lazyPage } from '../../shared/lazy-page';
import classes from './layout.module.css';
import { bellIcon, UnreadIndicator, useBellLabel, useUserBadge } from './member-badges';

// The menus need Mantine's Menu, Drawer and Spotlight, floating-ui and the contract's schemas
// (~85 kB gzip, see vite.config.ts). A page shows their buttons at once and loads a menu when
// the reader shows intent: pointer over or focus on its button, a tap, Ctrl/⌘+K.
const LazyLanguageMenu = lazyPage(() => import('./language-menu'), 'LanguageMenu');
const LazyColorSchemeMenu = lazyPage(() => import('./color-scheme-menu'), 'ColorSchemeMenu');
const LazyUserMenu = lazyPage(() => import('./user-menu'), 'UserMenu');
const LazyCustomizeButton = lazyPage(() => import('./customize-drawer'), 'CustomizeButton');
const LazySiteSearch = lazyPage(() => import('./site-search'), 'SiteSearch');
const LazyShortcutsMenu = lazyPage(() => import('./shortcuts-menu'), 'ShortcutsMenu');
const LazyNotificationsMenu = lazyPage(() => import('./notifications-menu'), 'NotificationsMenu');

type LazyMenu = ReturnType<typeof lazyPage<string, object>>;

interface TriggerProps {
  /** `near` (pointer over, focus): load the menu; `click`: and show and open it once it is in. */
  onIntent: (intent: 'near' | 'click') => void;
}

/** How a menu's button looks and what it opens. */
interface TriggerLook {
  popup: 'menu' | 'dialog';
  subtle?: boolean;
  round?: boolean;
  keyShortcuts?: string;
}

/** The button a menu shows before its code is in: the menu's own trigger, without the menu. */
function TriggerButton({
  label,
  children,
  onIntent,
  popup,
  subtle = false,
  round = false,
  keyShortcuts,
}: TriggerProps & TriggerLook & { label: string; children: ReactNode }) {
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
      onPointerEnter={() => onIntent('near')}
      onFocus={() => onIntent('near')}
      onClick={() => onIntent('click')}
    >
      {children}
    </ActionIcon>
  );
}

/**
 * Shows `Trigger` until it is clicked, then the menu (loaded already if the pointer or the focus
 * came near): the click is passed on to the menu's own button, which takes over the focus, so
 * the menu opens as from it and gives the focus back to it on close. Swapping the button only on
 * a click means no press or focus is ever lost to a button that went away.
 */
function loadOnIntent(Menu: LazyMenu, Trigger: ComponentType<TriggerProps>) {
  return function IntentMenu() {
    const [ready, setReady] = useState(Menu.isLoaded);
    const slot = useRef<HTMLSpanElement>(null);
    const clicked = useRef(false);

    useEffect(() => {
      if (!ready || !clicked.current) return;
      clicked.current = false;
      const button = slot.current?.querySelector('button');
      button?.focus();
      button?.click();
    }, [ready]);

    const intend = (intent: 'near' | 'click') => {
      if (intent === 'click') clicked.current = true;
      void Menu.preload().then(
        () => {
          if (clicked.current) startTransition(() => setReady(true));
        },
        // Offline or a new deploy: the button stays, the next intent tries again.
        () => undefined,
      );
    };

    return (
      <span ref={slot} className={classes.menuSlot}>
        {ready ? <Menu /> : <Trigger onIntent={intend} />}
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
const VisitorMenuTrigger = fixedTrigger('common', 'header.userMenu', IconUser, {
  popup: 'menu',
  round: true,
});

/** The member's user menu button: the avatar, from the current user alone. */
function MemberMenuTrigger(props: TriggerProps) {
  const { label, face } = useUserBadge();
  return (
    <TriggerButton {...props} label={label} popup="menu" round>
      {face}
    </TriggerButton>
  );
}

/** The bell with its unread count, from the notifications alone. */
function NotificationsTrigger(props: TriggerProps) {
  const { label, unread } = useBellLabel();
  return (
    <UnreadIndicator unread={unread}>
      <TriggerButton {...props} label={label} popup="menu">
        {bellIcon}
      </TriggerButton>
    </UnreadIndicator>
  );
}

export const LanguageMenu = loadOnIntent(LazyLanguageMenu, LanguageTrigger);
export const ColorSchemeMenu = loadOnIntent(LazyColorSchemeMenu, ColorSchemeTrigger);
export const CustomizeButton = loadOnIntent(LazyCustomizeButton, CustomizeTrigger);
export const SiteSearch = loadOnIntent(LazySiteSearch, SearchTrigger);
export const ShortcutsMenu = loadOnIntent(LazyShortcutsMenu, ShortcutsTrigger);
const VisitorMenu = loadOnIntent(LazyUserMenu, VisitorMenuTrigger);
const MemberMenu = loadOnIntent(LazyUserMenu, MemberMenuTrigger);
const NotificationsMenu = loadOnIntent(LazyNotificationsMenu, NotificationsTrigger);

/**
 * The notifications bell (signed in only; a visitor never loads it), then the user menu. Like
 * the other menus, a member's load on intent; their buttons show the unread count and the
 * avatar at once.
 */
export function UserMenu() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <VisitorMenu />;
  return (
    <>
      <NotificationsMenu />
      <MemberMenu />
    </>
  );
}
