import { Alert, Button, Group, Text } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { growPhases, type GrowPhase } from '@maryjane/contract/phases';
import { IconArrowRight, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The phase an overdue cycle may move on to, or null when it is not overdue (or cannot move). */
export function overdueMove(cycle: GrowCycle): GrowPhase | null {
  const overdue = cycle.schedule.overdue;
  if (!overdue || overdue.phase !== cycle.phase) return null;
  const next = growPhases[growPhases.indexOf(cycle.phase) + 1];
  return next && cycle.allowedMoves.includes(next) ? next : null;
}

/**
 * "Germination is taking longer than usual — move to vegetative?" with the move in one click
 * (dated today); the feature passes its own mutation.
 */
export function OverduePrompt({
  cycle,
  pending,
  onMove,
}: {
  cycle: GrowCycle;
  pending: boolean;
  onMove: (phase: GrowPhase) => void;
}) {
  const { t } = useTranslation('common');
  const next = overdueMove(cycle);
  if (!next) return null;
  const phase = t(`phases.${cycle.phase}`);
  const to = t(`phases.${next}`);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconHourglass size={18} aria-hidden />}
      title={t('overdue.title', { phase })}
      // Yellow's own title colour is too faint on its light background (WCAG AA).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('overdue.question', { phase: to })}</Text>
        <Button
          size="xs"
          leftSection={<IconArrowRight size={16} aria-hidden />}
          loading={pending}
          onClick={() => onMove(next)}
        >
          {t('overdue.move', { phase: to })}
        </Button>
      </Group>
    </Alert>
  );
}
