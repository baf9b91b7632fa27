import { Group, Stack, Text } from '@mantine/core';
import type { PhaseDays } from '@maryjane/contract/results';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shared/ui/section';
import classes from './report.module.css';

/**
 * Each phase's planned days (the schedule's typical, with its range) against the days it took:
 * two bars per phase on one scale, and the same in words beside them for screen readers and paper.
 */
export function PhaseTimeline({ phases }: { phases: PhaseDays[] }) {
  const { t } = useTranslation('results');
  const longest = Math.max(1, ...phases.flatMap((phase) => [phase.planned.max, phase.actual ?? 0]));
  const width = (days: number) => `${Math.round((days / longest) * 1000) / 10}%`;
  return (
    <Section title={t('phases.title')}>
      <Stack gap="sm" component="ol" className={classes.timeline}>
        {phases.map((phase) => {
          const planned = t('phases.planned', {
            typical: phase.planned.typical,
            min: phase.planned.min,
            max: phase.planned.max,
          });
          const actual =
            phase.actual === null
              ? t('phases.notReached')
              : t(phase.end === null ? 'phases.soFar' : 'phases.actual', { count: phase.actual });
          return (
            <li key={phase.phase}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {t(`common:phases.${phase.phase}`)}
                </Text>
                <Text size="sm">
                  {actual} · {planned}
                </Text>
              </Group>
              <div className={classes.bars} aria-hidden>
                <span
                  className={classes.plannedRange}
                  style={{
                    insetInlineStart: width(phase.planned.min),
                    width: width(phase.planned.max - phase.planned.min),
                  }}
                />
                <span className={classes.planned} style={{ width: width(phase.planned.typical) }} />
                {phase.actual !== null && (
                  <span
                    className={classes.actual}
                    data-late={phase.actual > phase.planned.max || undefined}
                    style={{ width: width(phase.actual) }}
                  />
                )}
              </div>
            </li>
          );
        })}
      </Stack>
      <Group gap="md" className={classes.legend} aria-hidden>
        <span>
          <span className={`${classes.swatch} ${classes.planned}`} />
          {t('phases.legendPlanned')}
        </span>
        <span>
          <span className={`${classes.swatch} ${classes.actual}`} />
          {t('phases.legendActual')}
        </span>
      </Group>
    </Section>
  );
}
