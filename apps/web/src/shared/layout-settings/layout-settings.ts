import { OVERLAY_NAV_BREAKPOINT_PX, STORAGE_PREFIX } from '@maryjane/contract/constants';
import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored } from '../storage';
import { useMediaMatch } from '../ui/use-media-match';

/** All layout choices live under one key, as JSON (spec §4 "preferences persisted per browser"). */
export const LAYOUT_STORAGE_KEY = `${STORAGE_PREFIX}layout`;

export const navigationOptions = ['vertical', 'horizontal'] as const;
export const contentWidthOptions = ['boxed', 'fluid'] as const;
export const barOptions = ['sticky', 'static', 'hidden'] as const;
export const skinOptions = ['default', 'bordered'] as const;
export const primaryColorPresets = {
  green: '#1f7a35',
  teal: '#0f766e',
  blue: '#1867c0',
  violet: '#6d28d9',
  orange: '#c2410c',
} as const;

export type Navigation = (typeof navigationOptions)[number];
export type ContentWidth = (typeof contentWidthOptions)[number];
export type BarMode = (typeof barOptions)[number];
export type Skin = (typeof skinOptions)[number];
export type PrimaryColorPreset = keyof typeof primaryColorPresets;
/** A preset name or a custom colour as `#rrggbb`. */
export type PrimaryColor = PrimaryColorPreset | `#${string}`;

export interface LayoutSettings {
  navigation: Navigation;
  contentWidth: ContentWidth;
  navbar: BarMode;
  footer: BarMode;
  navbarBlur: boolean;
  navCollapsed: boolean;
  semiDark: boolean;
  skin: Skin;
  primaryColor: PrimaryColor;
}

/** Spec §9 layout defaults. */
export const defaultLayoutSettings: LayoutSettings = Object.freeze({
  navigation: 'vertical',
  contentWidth: 'boxed',
  navbar: 'sticky',
  footer: 'static',
  navbarBlur: true,
  navCollapsed: false,
  semiDark: false,
  skin: 'default',
  primaryColor: 'green',
});

const HEX = /^#[0-9a-f]{6}$/i;

export function isPrimaryColor(value: unknown): value is PrimaryColor {
  return (
    typeof value === 'string' && (Object.hasOwn(primaryColorPresets, value) || HEX.test(value))
  );
}

function pick<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * The rules of spec §4: a horizontal layout turns a hidden navbar sticky and un-collapses the
 * vertical navigation.
 */
function applyRules(settings: LayoutSettings): LayoutSettings {
  if (settings.navigation !== 'horizontal') return settings;
  return {
    ...settings,
    navbar: settings.navbar === 'hidden' ? 'sticky' : settings.navbar,
    navCollapsed: false,
  };
}

/** Anything stored (other versions, hand edits, garbage) becomes valid settings. */
export function parseLayoutSettings(raw: string | null): LayoutSettings {
  let data: unknown = null;
  try {
    data = raw === null ? null : JSON.parse(raw);
  } catch {
    data = null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return defaultLayoutSettings;
  }
  const stored = data as Record<string, unknown>;
  const d = defaultLayoutSettings;
  return applyRules({
    navigation: pick(navigationOptions, stored.navigation, d.navigation),
    contentWidth: pick(contentWidthOptions, stored.contentWidth, d.contentWidth),
    navbar: pick(barOptions, stored.navbar, d.navbar),
    footer: pick(barOptions, stored.footer, d.footer),
    navbarBlur: bool(stored.navbarBlur, d.navbarBlur),
    navCollapsed: bool(stored.navCollapsed, d.navCollapsed),
    semiDark: bool(stored.semiDark, d.semiDark),
    skin: pick(skinOptions, stored.skin, d.skin),
    primaryColor: isPrimaryColor(stored.primaryColor) ? stored.primaryColor : d.primaryColor,
  });
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: LayoutSettings = defaultLayoutSettings;

/** localStorage is the one source of truth; parsing only happens when it changed. */
function getSnapshot(): LayoutSettings {
  const raw = readStored(LAYOUT_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseLayoutSettings(raw);
  }
  return cached;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs of the same browser follow along.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAYOUT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const layoutSettings = {
  get: getSnapshot,
  subscribe,
  set(changes: Partial<LayoutSettings>): void {
    const next = applyRules({ ...getSnapshot(), ...changes });
    writeStored(LAYOUT_STORAGE_KEY, JSON.stringify(next));
    emit();
  },
  reset(): void {
    removeStored(LAYOUT_STORAGE_KEY);
    emit();
  },
};

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribe, getSnapshot, () => defaultLayoutSettings);
}

/**
 * What is shown: below the overlay-nav breakpoint a horizontal choice shows as vertical (the
 * stored choice stays and returns above it), the navigation is an overlay (never collapsed) and
 * the header with its burger always shows.
 */
export function effectiveLayout(settings: LayoutSettings, narrow: boolean): LayoutSettings {
  if (!narrow) return settings;
  return {
    ...settings,
    navigation: 'vertical',
    navCollapsed: false,
    navbar: settings.navbar === 'hidden' ? 'sticky' : settings.navbar,
  };
}

export const NARROW_QUERY = `(max-width: ${OVERLAY_NAV_BREAKPOINT_PX - 0.02}px)`;

export function useEffectiveLayout(): LayoutSettings & { narrow: boolean } {
  const settings = useLayoutSettings();
  const narrow = useMediaMatch(NARROW_QUERY);
  return { ...effectiveLayout(settings, narrow), narrow };
}
