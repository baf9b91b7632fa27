import type { ReadingStatus } from '@maryjane/contract/sensors';

/**
 * Filled badge colours; white text on each passes WCAG AA (4.5:1) in both colour schemes
 * (reading-status.test.ts checks it against the theme's shades).
 */
export const statusColor: Record<ReadingStatus, string> = {
  ok: 'green.8',
  low: 'blue.9',
  high: 'red.9',
  unknown: 'gray.7',
};
