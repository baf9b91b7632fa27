import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The current time, moving on every `intervalMs`, so "5 minutes ago" does not stand still. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * "now", "5 minutes ago", "3 hours ago", "yesterday" in the reader's language: when a reading
 * was taken, a notification made, a sensor last heard from.
 */
export function useRelativeTime() {
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
