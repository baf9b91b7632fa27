import { Badge, type BadgeProps } from '@mantine/core';
import type { GrowPhase } from '@maryjane/contract/phases';
import { useTranslation } from 'react-i18next';

// Dark shades: white text on them passes WCAG AA in both colour schemes.
export const phaseColor: Record<GrowPhase, string> = {
  germinate: 'cyan.9',
  vegetative: 'green.8',
  flowering: 'grape.9',
  harvest: 'pink.9',
  complete: 'gray.7',
};

/**
 * The phase a cycle is in, in the grower's words; never cut short ("GERMINATI…"): beside a
 * heading it keeps its width and the heading wraps.
 */
export function PhaseBadge({ phase, ...props }: { phase: GrowPhase } & BadgeProps) {
  const { t } = useTranslation('common');
  return (
    <Badge color={phaseColor[phase]} flex="none" maw="100%" {...props}>
      {t(`phases.${phase}`)}
    </Badge>
  );
}
