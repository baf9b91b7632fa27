import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';

export interface DayRangeLike {
  min: string;
  typical: string;
  max: string;
}

/**
 * Calendar days in the reader's language: "Apr 20, 2026" or "20.04.2026", ranges of them, and a
 * forecast day with its spread. Built on the app's one set of formatters per language.
 */
export function useDayFormat() {
  const { t } = useTranslation('my-grow');
  const { date: day, dateRange: range } = useFormatters();
  return useMemo(() => {
    /** "typical (earliest – latest)" for a forecast day. */
    const expected = ({ min, typical, max }: DayRangeLike) =>
      min === max
        ? day(typical)
        : t('dates.expected', { typical: day(typical), range: range(min, max) });
    return { day, range, expected };
  }, [day, range, t]);
}

export type DayFormat = ReturnType<typeof useDayFormat>;
