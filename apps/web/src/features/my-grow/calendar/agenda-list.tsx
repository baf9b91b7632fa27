import { Anchor, Badge, Flex, Group, Stack, Text } from '@mantine/core';
import type { CalendarEvent } from '@maryjane/contract/calendar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDayFormat } from '../ui/use-day-format';
import { phaseColor } from '../../../shared/ui/phase-badge';
import { useEventText } from './event-text';

/** The month's phases and tasks as a list, by first day: the view for phones and screen readers. */
export function AgendaList({ events }: { events: CalendarEvent[] }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const text = useEventText();
  const sorted = [...events].sort(
    (a, b) => a.start.localeCompare(b.start) || (a.kind === 'phase' ? -1 : 1),
  );

  if (sorted.length === 0) return <Text>{t('calendar.nothing')}</Text>;
  return (
    <Stack
      component="ul"
      gap={0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('calendar.agenda')}
    >
      {sorted.map((event) => (
        // On a phone the dates go above the event: beside it they left a long phase's badge
        // too little room ("WACHSTUMSPH…").
        <Flex
          component="li"
          key={event.id}
          direction={{ base: 'column', sm: 'row' }}
          gap={{ base: 4, sm: 'sm' }}
          py="xs"
          align="flex-start"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" fw={600} miw={{ sm: '9rem' }} style={{ flexShrink: 0 }}>
            {event.every ? format.day(event.start) : format.range(event.start, event.end)}
          </Text>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              {event.kind === 'phase' ? (
                <Badge color={phaseColor[event.phase]}>{text(event, 'long')}</Badge>
              ) : (
                <Text size="sm">
                  {event.every === 7
                    ? t('tasks.weekly', { task: text(event, 'long'), date: format.day(event.end) })
                    : text(event, 'long')}
                </Text>
              )}
              {event.expected && event.kind === 'phase' && (
                <Text size="xs" c="dimmed">
                  {t('calendar.expected')}
                </Text>
              )}
            </Group>
            <Anchor component={Link} to={`/my/grow-cycles/${event.cycleId}`} size="sm">
              {event.cycleName}
            </Anchor>
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}
