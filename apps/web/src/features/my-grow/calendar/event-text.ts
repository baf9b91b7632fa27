import type { CalendarEvent } from '@maryjane/contract/calendar';
import { useTranslation } from 'react-i18next';

/** What an event is called: the phase, or the task (short in the grid, a sentence in the list). */
export function useEventText() {
  const { t } = useTranslation('my-grow');
  return (event: CalendarEvent, length: 'short' | 'long') =>
    event.kind === 'phase'
      ? t(`phases.${event.phase}`)
      : t(length === 'short' ? `tasks.short.${event.key}` : `tasks.keys.${event.key}`);
}
