import { lazyPage } from '../../shared/lazy-page';

// The menus need Mantine's Menu, Drawer and Spotlight, floating-ui and the contract's schemas
// (~85 kB gzip, see vite.config.ts). A page shows their buttons at once and loads a menu when
// the reader shows intent: pointer over or focus on its button, a tap, Ctrl/⌘+K
// (./menu-stand-in.tsx).
export const LazyLanguageMenu = lazyPage(() => import('./language-menu'), 'LanguageMenu');
export const LazyColorSchemeMenu = lazyPage(() => import('./color-scheme-menu'), 'ColorSchemeMenu');
export const LazyUserMenu = lazyPage(() => import('./user-menu'), 'UserMenu');
// Named types: the module also exports the drawer, whose props would be inferred otherwise.
export const LazyCustomizeButton = lazyPage<'CustomizeButton', object>(
  () => import('./customize-drawer'),
  'CustomizeButton',
);
export const LazySiteSearch = lazyPage(() => import('./site-search'), 'SiteSearch');
export const LazyShortcutsMenu = lazyPage(() => import('./shortcuts-menu'), 'ShortcutsMenu');
export const LazyNotificationsMenu = lazyPage(
  () => import('./notifications-menu'),
  'NotificationsMenu',
);
export const LazyMoreMenu = lazyPage(() => import('./more-menu'), 'MoreMenu');
