import { Anchor, Group, List, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { ScheduleTask } from '@maryjane/contract/schedule';
import { feedTaskText } from '@maryjane/contract/feed-task-text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localToday } from '../../../shared/ui/dates';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { PhaseBadge } from '../../../shared/ui/phase-badge';
import { OverduePrompt } from '../../../shared/ui/overdue-prompt';
import { useMovePhase } from '../api/move-phase';
import { tasksAround } from './next-cycle';

/** Name, strain, phase, the way to harvest, and the tasks of today and next. */
export function CycleOverview({ cycle, others }: { cycle: GrowCycle; others: number }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatters();
  const percent = Math.round(cycle.schedule.progress * 100);
  const { daysToHarvest, harvest } = cycle.schedule;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={3} size="h5">
            <Anchor component={Link} to={`/my/grow-cycles/${cycle.id}`} inherit>
              {cycle.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {cycle.strain
              ? t('cycle.strainBy', {
                  strain: cycle.strain.name,
                  producer: cycle.strain.producerName,
                })
              : t('cycle.noStrain')}
          </Text>
        </div>
        <PhaseBadge phase={cycle.phase} />
      </Group>
      <Text size="sm">
        <Text span fw={600}>
          {t('cycle.harvest')}:
        </Text>{' '}
        {daysToHarvest === null
          ? t('harvest.done')
          : daysToHarvest === 0
            ? t('harvest.due')
            : t('harvest.inDays', { count: daysToHarvest, date: format.date(harvest.typical) })}
      </Text>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" aria-hidden>
          {t('cycle.progressValue', { percent })}
        </Text>
        <Progress value={percent} aria-label={t('cycle.progress', { name: cycle.name })} />
      </Stack>
      <CycleOverdue cycle={cycle} />
      <CycleTasks cycle={cycle} />
      {others > 0 && (
        <Text size="sm" c="dimmed">
          {t('cycle.others', { count: others })}
        </Text>
      )}
    </Stack>
  );
}

/** A phase that runs too long asks to move on, in one click. */
function CycleOverdue({ cycle }: { cycle: GrowCycle }) {
  const move = useMovePhase();
  return (
    <OverduePrompt
      cycle={cycle}
      pending={move.isPending}
      onMove={(phase) => move.mutate({ id: cycle.id, phase })}
    />
  );
}

/**
 * What is due today and next. A component of its own, so that React, rendering the card's data
 * in a transition, can let a slow phone's browser in between it and the overview above (the
 * card's first render with data, its texts and first date formatter, was one ~100 ms task at 4×).
 */
function CycleTasks({ cycle }: { cycle: GrowCycle }) {
  const { t, i18n } = useTranslation('dashboard');
  const format = useFormatters();
  const tasks = tasksAround(cycle, localToday());
  const name = (task: ScheduleTask) =>
    task.feeding
      ? feedTaskText(task.feeding, i18n.language === 'de' ? 'de' : 'en')
      : task.every === 7 && task.until
        ? t('cycle.weekly', { task: t(`tasks.${task.key}`), date: format.date(task.until) })
        : t(`tasks.${task.key}`);
  const next = tasks.next;
  return (
    <>
      <div>
        <Text size="sm" fw={600}>
          {t('cycle.today')}
        </Text>
        {tasks.today.length > 0 ? (
          <List size="sm" spacing={4} aria-label={t('cycle.today')}>
            {tasks.today.map((task) => (
              <List.Item key={`${task.key}-${task.date}`}>{name(task)}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('cycle.nothingToday')}</Text>
        )}
      </div>
      {next && (
        <div>
          <Text size="sm" fw={600}>
            {t('cycle.next')}
          </Text>
          <Text size="sm">
            {t('cycle.nextTask', {
              date:
                next.task.until && !next.task.every
                  ? format.dateRange(next.on, next.task.until)
                  : format.date(next.on),
              task: name(next.task),
            })}
          </Text>
        </div>
      )}
    </>
  );
}

/**
 * Grey lines laid out like CycleOverview, so the cards below keep their place when the cycle
 * comes in; the status names what is loading.
 */
export function CycleOverviewSkeleton({ label }: { label: string }) {
  const line = (width: string) => <Skeleton height={14} my={4} width={width} />;
  // On a phone the badge and the next task usually take a line of their own, as below.
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={6} w={{ base: '100%', sm: '60%' }}>
          <Skeleton height={18} width="80%" />
          {line('100%')}
        </Stack>
        <Skeleton height={20} width={72} radius="xl" />
      </Group>
      {line('70%')}
      <Stack gap={4}>
        <Skeleton height={10} my={4} width={96} />
        <Skeleton height={8} radius="xl" />
      </Stack>
      <div>
        {line('30%')}
        {line('55%')}
      </div>
      <div>
        {line('30%')}
        {line('80%')}
        <Skeleton height={14} my={4} width="40%" hiddenFrom="sm" />
      </div>
    </Stack>
  );
}
