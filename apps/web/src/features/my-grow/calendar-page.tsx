import { pagePaths } from '@maryjane/contract/page-paths';
import { Box, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCalendar } from './api/get-calendar';
import { useGrowCycles } from './api/get-grow-cycles';
import { AgendaList } from './calendar/agenda-list';
import { FeedCard } from './calendar/feed-card';
import { MonthGrid } from './calendar/month-grid';
import { isMonth, monthGrid, overlaps, shiftMonth } from './calendar/month';
import { dayAsDate, localToday } from '../../shared/ui/dates';
import { useFirstDayOfWeek } from '../../shared/ui/first-day-of-week';
import { EmptyState } from './ui/empty-state';
import { QueryState } from '../../shared/ui/query-state';
import { PageHeader } from './ui/page-header';
import { Section } from '../../shared/ui/section';

/** /my/calendar: the month's phases and tasks of every grow, and the phone calendar feed. */
export function CalendarPage() {
  const { t, i18n } = useTranslation('my-grow');
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const requested = params.get('month');
  const month = isMonth(requested) ? requested : today.slice(0, 7);
  const grid = monthGrid(month, useFirstDayOfWeek());
  const from = grid.weeks[0]?.[0] ?? grid.first;
  const to = grid.weeks.at(-1)?.at(-1) ?? grid.last;
  const calendar = useCalendar(from, to);
  // Without any grow cycle the calendar has nothing to show in any month: say how to start one.
  const cycles = useGrowCycles('all');
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayAsDate(grid.first));

  const goTo = (next: string) => setParams(next === today.slice(0, 7) ? {} : { month: next });

  const body =
    cycles.data?.length === 0 ? (
      <EmptyState title={t('calendar.empty.title')} text={t('calendar.empty.text')}>
        <Button component={Link} to={pagePaths.growCycles} variant="default">
          {t('calendar.empty.cycles')}
        </Button>
      </EmptyState>
    ) : (
      <QueryState
        query={calendar}
        loading={
          <Group justify="center" py="xl" role="status" aria-label={t('calendar.loading')}>
            <Loader />
          </Group>
        }
      >
        {(events) => (
          <>
            <Box visibleFrom="sm">
              <MonthGrid grid={grid} events={events} today={today} caption={monthName} />
            </Box>
            <Section title={t('calendar.agendaTitle', { month: monthName })}>
              <AgendaList
                events={events.filter((event) => overlaps(event, grid.first, grid.last))}
              />
            </Section>
          </>
        )}
      </QueryState>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={t('calendar.title')} description={t('calendar.description')} />
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" aria-live="polite">
          {monthName}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={18} aria-hidden />}
            onClick={() => goTo(shiftMonth(month, -1))}
          >
            {t('calendar.previous')}
          </Button>
          <Button
            variant="default"
            onClick={() => goTo(today.slice(0, 7))}
            disabled={month === today.slice(0, 7)}
          >
            {t('calendar.today')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={18} aria-hidden />}
            onClick={() => goTo(shiftMonth(month, 1))}
          >
            {t('calendar.next')}
          </Button>
        </Group>
      </Group>
      {body}
      <FeedCard />
    </Stack>
  );
}
