import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { growPhases } from '@maryjane/contract/phases';
import { IconArrowBackUp, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../ui/use-day-format';
import { Section } from '../../../shared/ui/section';
import { MoveDialog, type PhaseMove } from './move-dialog';
import { PhaseTimeline } from './phase-timeline';

/** Where the cycle stands, the moves it may make now, and the moves it made. */
export function PhaseSection({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const [move, setMove] = useState<PhaseMove | null>(null);
  const current = growPhases.indexOf(cycle.phase);
  const moves: PhaseMove[] = cycle.allowedMoves.map((phase) => ({
    phase,
    direction: growPhases.indexOf(phase) > current ? 'forward' : 'back',
  }));
  const forward = moves.filter((m) => m.direction === 'forward');
  const back = moves.filter((m) => m.direction === 'back');
  const history = [...cycle.history].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));

  return (
    <Section title={t('timeline.title')}>
      <PhaseTimeline cycle={cycle} />
      {moves.length > 0 && (
        <Stack gap="xs">
          <Group gap="sm">
            {forward.map((m) => (
              <Button
                key={m.phase}
                leftSection={<IconArrowRight size={18} aria-hidden />}
                onClick={() => setMove(m)}
              >
                {t('move.forwardButton', { phase: t(`phases.${m.phase}`) })}
              </Button>
            ))}
            {back.map((m) => (
              <Button
                key={m.phase}
                variant="default"
                leftSection={<IconArrowBackUp size={18} aria-hidden />}
                onClick={() => setMove(m)}
              >
                {t('move.backButton', { phase: t(`phases.${m.phase}`) })}
              </Button>
            ))}
          </Group>
          {back.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('move.backHint')}
            </Text>
          )}
        </Stack>
      )}
      {history.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('history.title')}
          </Title>
          <List size="sm" spacing={2}>
            {history.map((change) => (
              <List.Item key={change.recordedAt}>
                {t(change.direction === 'back' ? 'history.back' : 'history.forward', {
                  date: format.day(change.date),
                  from: t(`phases.${change.from}`),
                  to: t(`phases.${change.to}`),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <MoveDialog cycle={cycle} move={move} onClose={() => setMove(null)} />
    </Section>
  );
}
