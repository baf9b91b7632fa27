import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on the grower's own calendar (local time), as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A `YYYY-MM-DD` day as a Date at UTC midnight: formatted in UTC it stays that day. */
export const dayAsDate = (day: string) => new Date(`${day}T00:00:00Z`);

export interface DayRangeLike {
  min: string;
  typical: string;
  max: string;
}

/** Calendar days in the reader's language: "Apr 20, 2026" or "20.04.2026". */
export function useDayFormat() {
  const { i18n, t } = useTranslation('my-grow');
  const language = i18n.language;
  return useMemo(() => {
    const medium = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const day = (value: string) => medium.format(dayAsDate(value));
    const range = (from: string, to: string) =>
      from === to ? day(from) : medium.formatRange(dayAsDate(from), dayAsDate(to));
    /** "typical (earliest – latest)" for a forecast day. */
    const expected = ({ min, typical, max }: DayRangeLike) =>
      min === max
        ? day(typical)
        : t('dates.expected', { typical: day(typical), range: range(min, max) });
    return { day, range, expected };
  }, [language, t]);
}

export type DayFormat = ReturnType<typeof useDayFormat>;
