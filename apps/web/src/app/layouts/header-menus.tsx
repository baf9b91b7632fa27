import { Suspense, type ComponentType } from 'react';
import { useSession } from '../../shared/session';
import { lazyPage } from '../lazy-page';
import classes from './layout.module.css';

// The header menus (and Mantine's Menu with floating-ui, ~35 kB gzip) load right after the
// first render instead of with it; a same-sized placeholder keeps the header from shifting.
const LazyLanguageMenu = lazyPage(() => import('./language-menu'), 'LanguageMenu');
const LazyColorSchemeMenu = lazyPage(() => import('./color-scheme-menu'), 'ColorSchemeMenu');
const LazyUserMenu = lazyPage(() => import('./user-menu'), 'UserMenu');
const LazyCustomizeButton = lazyPage(() => import('./customize-drawer'), 'CustomizeButton');
// Spotlight and its queries load with the other menus; Ctrl/⌘+K works once they are in.
const LazySiteSearch = lazyPage(() => import('./site-search'), 'SiteSearch');
const LazyShortcutsMenu = lazyPage(() => import('./shortcuts-menu'), 'ShortcutsMenu');
// The bell brings zod (the contract's schemas) along: it must stay out of the first load too.
const LazyNotificationsMenu = lazyPage(() => import('./notifications-menu'), 'NotificationsMenu');

function deferred(Menu: ComponentType) {
  return function DeferredMenu() {
    return (
      <Suspense fallback={<span className={classes.menuPlaceholder} />}>
        <Menu />
      </Suspense>
    );
  };
}

export const LanguageMenu = deferred(LazyLanguageMenu);
export const ColorSchemeMenu = deferred(LazyColorSchemeMenu);
export const CustomizeButton = deferred(LazyCustomizeButton);
export const SiteSearch = deferred(LazySiteSearch);
export const ShortcutsMenu = deferred(LazyShortcutsMenu);

const DeferredUserMenu = deferred(LazyUserMenu);
const DeferredNotificationsMenu = deferred(LazyNotificationsMenu);

/** The notifications bell (signed in only; a visitor never loads it), then the user menu. */
export function UserMenu() {
  const { isAuthenticated } = useSession();
  return (
    <>
      {isAuthenticated && <DeferredNotificationsMenu />}
      <DeferredUserMenu />
    </>
  );
}
