import { Text, VisuallyHidden } from '@mantine/core';
import type { CalendarEvent } from '@maryjane/contract/calendar';
import { occursOn } from '@maryjane/contract/schedule-tasks';
import { useTranslation } from 'react-i18next';
import { dayAsDate } from '../../../shared/ui/dates';
import { phaseColor } from '../../../shared/ui/phase-badge';
import classes from './calendar.module.css';
import { useEventText } from './event-text';
import type { MonthGrid as Grid } from './month';

const SHOWN_PER_DAY = 4;

const cssColor = (color: string) => {
  const [name, shade] = color.split('.');
  return `var(--mantine-color-${name}-${shade ?? 6})`;
};

/** The month as a table: a column per weekday, phases as coloured bars, tasks as lines. */
export function MonthGrid({
  grid,
  events,
  today,
  caption,
}: {
  grid: Grid;
  events: CalendarEvent[];
  today: string;
  caption: string;
}) {
  const { t, i18n } = useTranslation('my-grow');
  const text = useEventText();
  const weekdayShort = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const weekdayLong = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const firstWeek = grid.weeks[0] ?? [];
  // Phases first (they run for weeks), then the day's tasks.
  const sorted = [...events].sort((a, b) =>
    a.kind === b.kind ? a.start.localeCompare(b.start) : a.kind === 'phase' ? -1 : 1,
  );

  return (
    <table className={classes.table}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          {firstWeek.map((day) => (
            <th key={day} scope="col">
              <abbr title={weekdayLong.format(dayAsDate(day))} style={{ textDecoration: 'none' }}>
                {weekdayShort.format(dayAsDate(day))}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const outside = day < grid.first || day > grid.last;
              // A weekly task shows on its days only.
              const items = sorted.filter((event) =>
                occursOn({ date: event.start, until: event.end, every: event.every }, day),
              );
              const shown = items.slice(0, SHOWN_PER_DAY);
              return (
                <td key={day} className={`${classes.cell} ${outside ? classes.outside : ''}`}>
                  <time
                    dateTime={day}
                    className={`${classes.dayNumber} ${day === today ? classes.today : ''}`}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    {Number(day.slice(8))}
                  </time>
                  {shown.length > 0 && (
                    <ul className={classes.items}>
                      {shown.map((event) => (
                        <li key={event.id}>
                          {event.kind === 'phase' ? (
                            <span
                              className={`${classes.bar} ${event.expected ? classes.expected : ''}`}
                              style={{ background: cssColor(phaseColor[event.phase]) }}
                            >
                              {text(event, 'short')} · {event.cycleName}
                              {event.expected && (
                                <VisuallyHidden> ({t('calendar.expected')})</VisuallyHidden>
                              )}
                            </span>
                          ) : (
                            <span className={classes.task}>
                              {text(event, 'short')} · {event.cycleName}
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                  {items.length > shown.length && (
                    <Text size="xs" c="dimmed">
                      {t('calendar.more', { extra: items.length - shown.length })}
                    </Text>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
