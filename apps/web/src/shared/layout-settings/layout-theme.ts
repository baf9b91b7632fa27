import { mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { type LayoutSettings, primaryColorPresets, useEffectiveLayout } from './layout-settings';
import { paletteFrom } from './palette';

/** The app theme with the chosen primary colour; the default green keeps the hand-tuned leaf. */
export function themeWithPrimary(
  base: MantineThemeOverride,
  primaryColor: LayoutSettings['primaryColor'],
): MantineThemeOverride {
  if (primaryColor === 'green') return base;
  const hex = primaryColor.startsWith('#')
    ? primaryColor
    : primaryColorPresets[primaryColor as keyof typeof primaryColorPresets];
  return mergeThemeOverrides(base, {
    primaryColor: 'brand',
    colors: { brand: paletteFrom(hex) },
  });
}

export function useLayoutTheme(
  base: MantineThemeOverride,
  primaryColor: LayoutSettings['primaryColor'],
) {
  return useMemo(() => themeWithPrimary(base, primaryColor), [base, primaryColor]);
}

/** The shown layout as data attributes on <html>: the styles and the e2e tests read them. */
export function useLayoutAttributes(): void {
  const layout = useEffectiveLayout();
  useEffect(() => {
    const attributes: Record<string, string> = {
      'data-nav': layout.navigation,
      'data-content-width': layout.contentWidth,
      'data-navbar': layout.navbar,
      'data-footer': layout.footer,
      'data-navbar-blur': String(layout.navbarBlur),
      'data-nav-collapsed': String(layout.navCollapsed),
      'data-semi-dark': String(layout.semiDark),
      'data-skin': layout.skin,
      'data-primary-color': layout.primaryColor,
    };
    const root = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  }, [
    layout.navigation,
    layout.contentWidth,
    layout.navbar,
    layout.footer,
    layout.navbarBlur,
    layout.navCollapsed,
    layout.semiDark,
    layout.skin,
    layout.primaryColor,
  ]);
}
