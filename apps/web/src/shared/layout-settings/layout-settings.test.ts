import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  defaultLayoutSettings,
  effectiveLayout,
  LAYOUT_STORAGE_KEY,
  layoutSettings,
  parseLayoutSettings,
  useLayoutSettings,
} from './layout-settings';
import { contrast, paletteFrom } from './palette';

const stored = () => JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? 'null') as unknown;

describe('layout settings', () => {
  it('starts with the defaults of spec §9', () => {
    localStorage.removeItem(LAYOUT_STORAGE_KEY);
    expect(layoutSettings.get()).toEqual({
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
  });

  it('persists every change under one key and notifies subscribers', () => {
    const { result } = renderHook(() => useLayoutSettings());
    act(() =>
      layoutSettings.set({ contentWidth: 'fluid', footer: 'sticky', primaryColor: '#aa3300' }),
    );
    expect(result.current.contentWidth).toBe('fluid');
    expect(result.current.footer).toBe('sticky');
    expect(stored()).toMatchObject({
      contentWidth: 'fluid',
      footer: 'sticky',
      primaryColor: '#aa3300',
    });
    expect(Object.keys(localStorage).filter((key) => key.includes('layout'))).toEqual([
      LAYOUT_STORAGE_KEY,
    ]);
  });

  it('reads what was stored (a reload) and falls back to defaults on garbage', () => {
    localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ skin: 'bordered', semiDark: true }));
    expect(layoutSettings.get()).toMatchObject({
      skin: 'bordered',
      semiDark: true,
      navbar: 'sticky',
    });
    for (const garbage of ['{not json', '42', '[]', 'null']) {
      localStorage.setItem(LAYOUT_STORAGE_KEY, garbage);
      expect(layoutSettings.get()).toEqual(defaultLayoutSettings);
    }
    // Unknown values fall back field by field.
    expect(
      parseLayoutSettings(
        JSON.stringify({
          navbar: 'floating',
          navbarBlur: 'yes',
          primaryColor: 'red',
          footer: 'hidden',
        }),
      ),
    ).toEqual({ ...defaultLayoutSettings, footer: 'hidden' });
  });

  it('resets to the defaults', () => {
    layoutSettings.set({ navigation: 'horizontal', skin: 'bordered' });
    layoutSettings.reset();
    expect(layoutSettings.get()).toEqual(defaultLayoutSettings);
    expect(localStorage.getItem(LAYOUT_STORAGE_KEY)).toBeNull();
  });

  it('horizontal navigation turns a hidden navbar sticky and un-collapses the vertical nav', () => {
    layoutSettings.set({ navbar: 'hidden', navCollapsed: true });
    expect(layoutSettings.get()).toMatchObject({ navbar: 'hidden', navCollapsed: true });
    layoutSettings.set({ navigation: 'horizontal' });
    expect(layoutSettings.get()).toMatchObject({ navbar: 'sticky', navCollapsed: false });
    // While horizontal, hiding the navbar or collapsing the nav is refused.
    layoutSettings.set({ navbar: 'hidden', navCollapsed: true });
    expect(layoutSettings.get()).toMatchObject({ navbar: 'sticky', navCollapsed: false });
    // A stored contradiction is repaired on reading, too.
    expect(
      parseLayoutSettings(JSON.stringify({ navigation: 'horizontal', navbar: 'hidden' })).navbar,
    ).toBe('sticky');
  });

  it('shows horizontal as vertical below 976 px and keeps the stored choice', () => {
    layoutSettings.set({ navigation: 'horizontal', navbar: 'static' });
    const settings = layoutSettings.get();
    expect(effectiveLayout(settings, true).navigation).toBe('vertical');
    expect(settings.navigation).toBe('horizontal');
    expect(effectiveLayout(settings, false).navigation).toBe('horizontal');
    // The overlay nav needs the header's burger and never shows collapsed.
    const hidden = { ...defaultLayoutSettings, navbar: 'hidden' as const, navCollapsed: true };
    expect(effectiveLayout(hidden, true)).toMatchObject({ navbar: 'sticky', navCollapsed: false });
    expect(effectiveLayout(hidden, false)).toMatchObject({ navbar: 'hidden', navCollapsed: true });
  });

  it('makes an accessible palette from any colour', () => {
    for (const hex of ['#ffff00', '#1867c0', '#000080', '#00ff99']) {
      const palette = paletteFrom(hex);
      expect(palette).toHaveLength(10);
      for (const shade of [6, 7, 8, 9] as const) {
        expect(contrast(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(palette[4], '#242424')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
