import { useTranslation } from 'react-i18next';
import { memoizeByKey } from '../../../shared/ui/memoize';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on the grower's own calendar (local time), as `YYYY-MM-DD`, like the schedule's days. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

// One per language for the whole app, like the other formats (./format.ts).
const dayFormatFor = memoizeByKey((language: string) => {
  const medium = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    day: (day: string) => medium.format(asDate(day)),
    range: (from: string, to: string) =>
      from === to ? medium.format(asDate(from)) : medium.formatRange(asDate(from), asDate(to)),
  };
});

/** Calendar days in the reader's language: "Apr 20, 2026" or "20.04.2026". */
export function useDayFormat() {
  const { i18n } = useTranslation();
  return dayFormatFor(i18n.language);
}
