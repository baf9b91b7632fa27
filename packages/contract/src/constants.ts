/** Business constants of spec §9, shared by the API and the web app. */

export const APP_TITLE = 'MaryJane';

/** localStorage keys are prefixed by the app title (spec §9). */
export const STORAGE_PREFIX = `${APP_TITLE}-`;
export const storageKeys = {
  authToken: `${STORAGE_PREFIX}AuthToken`,
  redirectTo: `${STORAGE_PREFIX}redirectTo`,
  language: `${STORAGE_PREFIX}language`,
  colorScheme: `${STORAGE_PREFIX}colorScheme`,
} as const;

export const API_BASE = '/api';
export const CMS_BASE = '/cms';
export const API_TIMEOUT_MS = 30_000;
export const CMS_TIMEOUT_MS = 10_000;

export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const snackbarTimeouts = {
  error: 5000,
  success: 3000,
  info: 4000,
  warning: 4000,
} as const;
export type SnackbarKind = keyof typeof snackbarTimeouts;
export const SNACKBAR_SWIPE_THRESHOLD_PX = 50;

export const SCROLL_TO_TOP_THRESHOLD_PX = 200;

/** Below this width the navigation becomes an overlay (medium 960 + 16). */
export const OVERLAY_NAV_BREAKPOINT_PX = 976;
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** Opacity of the scrim behind drawers, dialogs and the search (spec §9). */
export const SCRIM_OPACITY = { light: 0.5, dark: 0.6 } as const;

export const MENU_OPEN_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 250;

export const AVATAR_MAX_PX = 512;
export const AVATAR_MAX_BYTES = 500 * 1024;
