import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "5 minutes ago", "yesterday" in the reader's language, for when a sensor last sent. */
export function useTimeAgo() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    return (iso: string, now: number) => {
      const elapsed = Date.parse(iso) - now;
      const size = Math.abs(elapsed);
      if (size < MINUTE) return format.format(0, 'second');
      if (size < HOUR) return format.format(Math.round(elapsed / MINUTE), 'minute');
      if (size < DAY) return format.format(Math.round(elapsed / HOUR), 'hour');
      return format.format(Math.round(elapsed / DAY), 'day');
    };
  }, [language]);
}
