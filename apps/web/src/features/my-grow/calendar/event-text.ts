import type { CalendarEvent } from '@maryjane/contract/calendar';
import { feedTaskText } from '@maryjane/contract/feed-task-text';
import { useTranslation } from 'react-i18next';

/**
 * What an event is called: the phase, or the task (short in the grid, a sentence in the list); a
 * feed task of the feeding plan names its week and doses (issue 26).
 */
export function useEventText() {
  const { t, i18n } = useTranslation('my-grow');
  const language = i18n.language === 'de' ? 'de' : 'en';
  return (event: CalendarEvent, length: 'short' | 'long') => {
    if (event.kind === 'phase') return t(`phases.${event.phase}`);
    if (event.feeding && length === 'long') return feedTaskText(event.feeding, language);
    return t(length === 'short' ? `tasks.short.${event.key}` : `tasks.keys.${event.key}`);
  };
}
