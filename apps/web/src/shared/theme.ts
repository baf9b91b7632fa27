import {
  createTheme,
  Overlay,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { breakpoints, SCRIM_OPACITY } from '@maryjane/contract/constants';

// A leaf green whose shades 6-9 carry white text at WCAG AA contrast (≥ 4.5:1); Mantine's
// stock green is too light for that. Shade 4 is the link colour on dark backgrounds.
const leaf: MantineColorsTuple = [
  '#e9f8ec',
  '#d2f0d8',
  '#a6e0b2',
  '#77cf8a',
  '#51c169',
  '#38b553',
  '#1f7a35',
  '#1a6a2e',
  '#155a26',
  '#0f451d',
];

/** Status colours stay the same in light and dark mode (spec §9). */
export const statusColors = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  error: 'red',
} as const;

/** A length in px as em, as Mantine writes breakpoints (media queries follow the reader's font size). */
export const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'green',
  // A deeper green on light backgrounds, a lighter one on dark backgrounds (spec §9). Mantine
  // picks filled-button text once for both schemes, so the dark shade must carry white text too.
  primaryShade: { light: 7, dark: 6 },
  colors: { green: leaf },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  breakpoints: {
    xs: em(breakpoints.xs),
    sm: em(breakpoints.sm),
    md: em(breakpoints.md),
    lg: em(breakpoints.lg),
    xl: em(breakpoints.xl),
  },
  focusRing: 'auto',
  // Headings shrink on a phone, so that a long German word in a page's title
  // ("Kontoeinstellungen") fits a 390 px phone in one piece (global.css hyphenates or breaks it
  // on a narrower one), and the levels below stay smaller than the one above: at 390 px
  // 27.75, 22.2 and 20.2 px; from 640 px on Mantine's 34, 26 and 22 px.
  headings: {
    sizes: {
      h1: { fontSize: 'clamp(1.625rem, 1.125rem + 2.5vw, 2.125rem)' },
      h2: { fontSize: 'clamp(1.375rem, 1rem + 1.6vw, 1.625rem)' },
      h3: { fontSize: 'clamp(1.125rem, 0.875rem + 1.6vw, 1.375rem)' },
    },
  },
  components: {
    // Every scrim (drawers, dialogs, the search) follows the colour scheme: see the resolver.
    Overlay: Overlay.extend({ vars: () => ({ root: { '--overlay-bg': 'var(--mj-scrim)' } }) }),
    // A closed select, autocomplete or multi-select keeps no hidden list of its options: Mantine's
    // default renders every list at hydration and positions each one against its field (a
    // strains page's filters: ~65 ms of a phone's main thread at 4×). Written without
    // Combobox.extend, so that the entry's code does not take in the Combobox module.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Mantine's "dimmed" grey and its field-error red (red.6 light, 3.3:1 on white) miss 4.5:1 on
 * white and on the dark body; these reach it (red.9 5.5:1 on white, red.4 6.7:1 on dark.7).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    '--mj-scrim': `rgba(0, 0, 0, ${SCRIM_OPACITY.light})`,
    '--mantine-color-dimmed': mantine.colors.gray[7],
    '--mantine-color-error': mantine.colors.red[9],
  },
  dark: {
    '--mj-scrim': `rgba(0, 0, 0, ${SCRIM_OPACITY.dark})`,
    '--mantine-color-dimmed': mantine.colors.dark[1],
    '--mantine-color-error': mantine.colors.red[4],
  },
});
