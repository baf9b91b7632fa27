import { pagePaths } from '@maryjane/contract/page-paths';
import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { feedTaskText } from '@maryjane/contract/feed-task-text';
import { nextOccurrence } from '@maryjane/contract/schedule-tasks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDayFormat } from '../ui/use-day-format';
import { localToday } from '../../../shared/ui/dates';
import { Section } from '../../../shared/ui/section';

const SHOWN_FIRST = 6;

/** What to do next: the schedule's tasks from today on, in the grower's words. */
export function UpcomingTasks({ cycle }: { cycle: GrowCycle }) {
  const { t, i18n } = useTranslation('my-grow');
  const language = i18n.language === 'de' ? 'de' : 'en';
  const format = useDayFormat();
  const [showAll, setShowAll] = useState(false);
  const today = localToday();
  const tasks = cycle.schedule.tasks.filter((task) => (task.until ?? task.date) >= today);
  const shown = showAll ? tasks : tasks.slice(0, SHOWN_FIRST);

  return (
    <Section title={t('tasks.title')}>
      {tasks.length === 0 || cycle.phase === 'complete' ? (
        <Text>{t('tasks.none')}</Text>
      ) : (
        <Stack gap="sm">
          <List spacing="xs" listStyleType="none" ml={0} pl={0}>
            {shown.map((task) => (
              <List.Item key={`${task.key}-${task.date}`}>
                <Text size="sm" fw={600} span display="block">
                  {task.every
                    ? format.day(nextOccurrence(task, today) ?? task.date)
                    : task.until
                      ? format.range(task.date, task.until)
                      : format.day(task.date)}
                </Text>
                <Text size="sm" span display="block">
                  {task.feeding
                    ? feedTaskText(task.feeding, language)
                    : task.every === 7 && task.until
                      ? t('tasks.weekly', {
                          task: t(`tasks.keys.${task.key}`),
                          date: format.day(task.until),
                        })
                      : t(`tasks.keys.${task.key}`)}
                </Text>
              </List.Item>
            ))}
          </List>
          {tasks.length > SHOWN_FIRST && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setShowAll((all) => !all)}
              style={{ alignSelf: 'flex-start' }}
            >
              {showAll ? t('tasks.showFewer') : t('tasks.showAll', { total: tasks.length })}
            </Button>
          )}
        </Stack>
      )}
      <Anchor component={Link} to={pagePaths.calendar} size="sm">
        {t('tasks.calendarLink')}
      </Anchor>
    </Section>
  );
}
