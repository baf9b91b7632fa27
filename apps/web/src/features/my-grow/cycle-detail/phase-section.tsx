import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { growPhases } from '@maryjane/contract/phases';
import { IconArrowBackUp, IconArrowRight, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showApiError } from '../../../shared/api-error-handler';
import { localToday } from '../../../shared/ui/dates';
import { OverduePrompt } from '../../../shared/ui/overdue-prompt';
import { useMovePhase } from '../api/move-phase';
import { useDayFormat } from '../ui/use-day-format';
import { Section } from '../../../shared/ui/section';
import { MoveDialog, type PhaseMove } from './move-dialog';
import { offersPastPhases, PastPhasesDialog } from './past-phases-dialog';
import { PhaseTimeline } from './phase-timeline';

/** Where the cycle stands, the moves it may make now, and the moves it made. */
export function PhaseSection({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const [move, setMove] = useState<PhaseMove | null>(null);
  const overdueMove = useMovePhase();
  // Right after a back-dated cycle was started, its form sends the grower here to enter them.
  const location = useLocation() as { state?: { enterPastPhases?: boolean } | null };
  const offerPast = offersPastPhases(cycle, localToday());
  const [enteringPast, setEnteringPast] = useState(
    offerPast && location.state?.enterPastPhases === true,
  );
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
      <OverduePrompt
        cycle={cycle}
        pending={overdueMove.isPending}
        onMove={(phase) =>
          overdueMove.mutate(
            { id: cycle.id, body: { phase, date: localToday() } },
            { onError: showApiError },
          )
        }
      />
      {offerPast && (
        <Group gap="xs" justify="space-between">
          <Text size="sm">{t('pastPhases.offer', { date: format.day(cycle.startDate) })}</Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => setEnteringPast(true)}
          >
            {t('pastPhases.open')}
          </Button>
        </Group>
      )}
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
      <PastPhasesDialog
        cycle={cycle}
        opened={enteringPast}
        onClose={() => setEnteringPast(false)}
      />
    </Section>
  );
}
