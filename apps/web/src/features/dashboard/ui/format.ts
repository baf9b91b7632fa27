import { metricBounds, type ReadingMetric } from '@maryjane/contract/sensors';
import { useTranslation } from 'react-i18next';

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

/** A formatter made on first use: Intl's constructors are slow on a phone. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Readings, ranges, temperatures and days in the reader's language. */
export function createFormats(language: string) {
  const numbers = new Map<ReadingMetric, Intl.NumberFormat>();
  const numberFormat = (metric: ReadingMetric) => {
    let format = numbers.get(metric);
    if (!format) {
      format = new Intl.NumberFormat(language, { maximumFractionDigits: metricDecimals[metric] });
      numbers.set(metric, format);
    }
    return format;
  };
  const whole = once(() => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }));
  const tenth = once(() => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }));
  const weekday = once(
    () => new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
  );
  const longDay = once(
    () =>
      new Intl.DateTimeFormat(language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
  );
  const number = (metric: ReadingMetric, value: number) =>
    withMinus(numberFormat(metric).format(value));
  return {
    /** "78 %", "24.5 °C", "6.2" (pH). */
    reading: (metric: ReadingMetric, value: number) => `${number(metric, value)}${unitOf(metric)}`,
    /** "40–55 %". */
    range: (metric: ReadingMetric, min: number, max: number) =>
      `${number(metric, min)}–${number(metric, max)}${unitOf(metric)}`,
    /** Just the number, for table cells under a unit heading. */
    number,
    /** "−1 °C". */
    temperature: (celsius: number) => `${withMinus(whole().format(celsius))}\u00a0°C`,
    /** "2.5 mm". */
    precipitation: (millimetres: number) => `${tenth().format(millimetres)}\u00a0mm`,
    /** "Tue" for a `YYYY-MM-DD` day. */
    weekday: (day: string) => weekday().format(new Date(`${day}T00:00:00Z`)),
    /** "Tuesday, 14 April". */
    longDay: (day: string) => longDay().format(new Date(`${day}T00:00:00Z`)),
  };
}

export type Formats = ReturnType<typeof createFormats>;

// One set per language for the whole app: every reading tile and notification shares it.
const formatsByLanguage = new Map<string, Formats>();

export function useFormats(): Formats {
  const { i18n } = useTranslation();
  let formats = formatsByLanguage.get(i18n.language);
  if (!formats) {
    formats = createFormats(i18n.language);
    formatsByLanguage.set(i18n.language, formats);
  }
  return formats;
}
