import { metricBounds, type ReadingMetric } from '@maryjane/contract/sensor-metrics';
import { useTranslation } from 'react-i18next';
import { memoizeByKey } from '../../../shared/ui/memoize';
import { dayAsDate } from '../../../shared/ui/dates';

/** The order a grower reads them in: the air first, then light and CO₂, then the soil. */
export const metricOrder: readonly ReadingMetric[] = [
  'air_temperature',
  'humidity',
  'vpd',
  'co2',
  'light',
  'soil_moisture',
  'soil_temperature',
  'soil_nutrients',
  'ph',
];

/** Digits worth showing per metric: a tenth of a degree matters, a tenth of a lux does not. */
export const metricDecimals: Record<ReadingMetric, number> = {
  co2: 0,
  ph: 1,
  soil_temperature: 1,
  soil_nutrients: 2,
  soil_moisture: 0,
  light: 0,
  humidity: 0,
  air_temperature: 1,
  vpd: 2,
};

// pH has no unit beside its number; the no-break space keeps "78 %" on one line.
const unitOf = (metric: ReadingMetric) =>
  metric === 'ph' ? '' : `\u00a0${metricBounds[metric].unit}`;
// A real minus sign: "−1 °C" reads better than a hyphen, and screen readers say "minus".
const withMinus = (text: string) => text.replace(/^-/, '\u2212');

const weekdayShort: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: 'UTC' };
const weekdayLong: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
};

/** Readings, ranges, temperatures and days in the reader's language. */
export function createFormats(language: string) {
  // Each formatter is made on first use, and once: Intl's constructors are slow on a phone.
  const digits = memoizeByKey(
    (maximumFractionDigits: number) => new Intl.NumberFormat(language, { maximumFractionDigits }),
  );
  const day = memoizeByKey(
    (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options),
  );
  const number = (metric: ReadingMetric, value: number) =>
    withMinus(digits(metricDecimals[metric]).format(value));
  return {
    /** "78 %", "24.5 °C", "6.2" (pH). */
    reading: (metric: ReadingMetric, value: number) => `${number(metric, value)}${unitOf(metric)}`,
    /** "40–55 %". */
    range: (metric: ReadingMetric, min: number, max: number) =>
      `${number(metric, min)}–${number(metric, max)}${unitOf(metric)}`,
    /** Just the number, for table cells under a unit heading. */
    number,
    /** "−1 °C". */
    temperature: (celsius: number) => `${withMinus(digits(0).format(celsius))}\u00a0°C`,
    /** "2.5 mm". */
    precipitation: (millimetres: number) => `${digits(1).format(millimetres)}\u00a0mm`,
    /** "Tue" for a `YYYY-MM-DD` day. */
    weekday: (isoDay: string) => day(weekdayShort).format(dayAsDate(isoDay)),
    /** "Tuesday, 14 April". */
    longDay: (isoDay: string) => day(weekdayLong).format(dayAsDate(isoDay)),
  };
}

export type Formats = ReturnType<typeof createFormats>;

// One set per language for the whole app: every reading tile and notification shares it.
const formatsFor = memoizeByKey(createFormats);

export function useFormats(): Formats {
  const { i18n } = useTranslation();
  return formatsFor(i18n.language);
}
