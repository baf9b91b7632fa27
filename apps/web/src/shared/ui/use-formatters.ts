import { useTranslation } from 'react-i18next';
import { dayAsDate } from './dates';
import { memoizeByKey, once } from './memoize';

function createFormatters(language: string) {
  // Each is made when first used: a card of prices needs no calendar.
  const currency = once(
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }),
  );
  const decimal = once(() => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }));
  // A `YYYY-MM-DD` day read and shown in UTC, so no time zone moves it to another day.
  const day = once(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
  const date = (isoDate: string) => day().format(dayAsDate(isoDate));
  const conjunction = once(() => new Intl.ListFormat(language, { type: 'conjunction' }));
  const megabytes = once(
    () =>
      new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 0,
      }),
  );
  return {
    price: (euros: number) => currency().format(euros),
    number: (value: number) => decimal().format(value),
    date,
    /** "A, B and C" or "A, B und C". */
    list: (items: string[]) => conjunction().format(items),
    /** A file's size in MB (of 1,000,000 bytes): "312 MB". */
    fileSize: (bytes: number) => megabytes().format(Math.max(1, Math.round(bytes / 1e6))),
    /** "Apr 20 – 24, 2026"; a single day when both are the same. */
    dateRange: (from: string, to: string) =>
      from === to ? date(from) : day().formatRange(dayAsDate(from), dayAsDate(to)),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

// One set per language for the whole app: every list row and card asked for its own, and
// Intl's constructors are slow (the dashboard's first took ~60 ms of a phone's main thread at 4x).
const formattersFor = memoizeByKey(createFormatters);

/**
 * Numbers, prices (€), calendar days and ranges of them in the reader's language: "€12.50" or
 * "12,50 €", "May 1, 2026" or "01.05.2026".
 */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.language);
}
