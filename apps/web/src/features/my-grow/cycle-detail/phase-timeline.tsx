import { Text, Timeline } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { growPhases } from '@maryjane/contract/phases';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../ui/use-day-format';
import { phaseColor } from '../../../shared/ui/phase-badge';

/**
 * The cycle's phases: the days they really ran once reached, else the forecast as
 * "typical (earliest – latest)" from the schedule.
 */
export function PhaseTimeline({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const { schedule } = cycle;
  const current = growPhases.indexOf(cycle.phase);
  const completed = cycle.phase === 'complete';
  const completedOn = schedule.phases.find((phase) => phase.phase === 'harvest')?.actualEnd;

  return (
    <Timeline
      active={current}
      bulletSize={22}
      lineWidth={2}
      color={phaseColor[cycle.phase]}
      role="list"
    >
      {schedule.phases.map((phase) => {
        let when: string[];
        if (phase.status === 'done' && phase.actualStart && phase.actualEnd) {
          when = [format.range(phase.actualStart, phase.actualEnd)];
        } else if (phase.status === 'current' && phase.actualStart) {
          when = [
            t('timeline.since', { date: format.day(phase.actualStart) }),
            t('timeline.expectedEnd', { date: format.expected(phase.end) }),
          ];
        } else {
          when = [
            t('timeline.expectedStart', { date: format.expected(phase.start) }),
            t('timeline.expectedEnd', { date: format.expected(phase.end) }),
          ];
        }
        return (
          <Timeline.Item
            key={phase.phase}
            role="listitem"
            title={
              <Text fw={600} span>
                {t(`phases.${phase.phase}`)}
                <Text span size="sm" c="dimmed" fw={400}>
                  {' · '}
                  {t(`timeline.status.${phase.status}`)}
                </Text>
              </Text>
            }
            bullet={phase.status === 'done' ? <IconCheck size={14} aria-hidden /> : undefined}
            lineVariant={phase.status === 'upcoming' ? 'dashed' : 'solid'}
          >
            <Text size="sm" c="dimmed">
              {t(`timeline.about.${phase.phase}`)}
            </Text>
            {when.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
          </Timeline.Item>
        );
      })}
      <Timeline.Item
        role="listitem"
        title={
          <Text fw={600} span>
            {t('phases.complete')}
          </Text>
        }
        bullet={completed ? <IconCheck size={14} aria-hidden /> : undefined}
      >
        <Text size="sm">
          {completed && completedOn
            ? t('timeline.completedOn', { date: format.day(completedOn) })
            : t('timeline.expectedFinish', { date: format.expected(schedule.finish) })}
        </Text>
      </Timeline.Item>
    </Timeline>
  );
}
