import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../../shared/layout-settings/palette';
import { theme } from '../../../shared/theme';
import { phaseColor } from '../../../shared/ui/phase-badge';
import { statusColor } from './reading-status';

const colors = { ...DEFAULT_THEME.colors, ...theme.colors };

function hexOf(color: string): string {
  const [name = '', shade = ''] = color.split('.');
  const hex = colors[name]?.[Number(shade)];
  if (!hex) throw new Error(`No colour ${color}`);
  return hex;
}

describe('badge colours', () => {
  it.each(Object.entries({ ...statusColor, ...phaseColor }))(
    '%s (%s) carries white text at 4.5:1 or more',
    (_name, color) => {
      expect(contrast(hexOf(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
