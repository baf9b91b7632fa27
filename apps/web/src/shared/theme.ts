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

const em = (px: number) => `${px / 16}em`;

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
  // A page's title shrinks on a phone, down to 26 px at 320 px wide, so that a long German word
  // ("Kontoeinstellungen") fits a 390 px phone in one piece; from about 640 px on it is
  // Mantine's 34 px. Narrower still, global.css hyphenates or breaks it.
  headings: { sizes: { h1: { fontSize: 'clamp(1.625rem, 1.125rem + 2.5vw, 2.125rem)' } } },
  components: {
    // Every scrim (drawers, dialogs, the search) follows the colour scheme: see the resolver.
    Overlay: Overlay.extend({ vars: () => ({ root: { '--overlay-bg': 'var(--mj-scrim)' } }) }),
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
