import { Badge } from '@mantine/core';
import type { GrowPhase } from '@maryjane/contract/phases';
import { useTranslation } from 'react-i18next';

// Dark shades: white text on them passes WCAG AA in both colour schemes (as on my-grow's cards).
export const phaseColor: Record<GrowPhase, string> = {
  germinate: 'cyan.9',
  vegetative: 'green.8',
  flowering: 'grape.9',
  harvest: 'pink.9',
  complete: 'gray.7',
};

export function PhaseBadge({ phase }: { phase: GrowPhase }) {
  const { t } = useTranslation('dashboard');
  return <Badge color={phaseColor[phase]}>{t(`phases.${phase}`)}</Badge>;
}
