import { useTranslation } from 'react-i18next';
import { memoizeByKey } from '../../../shared/ui/memoize';

function createResultFormat(language: string) {
  const digits = memoizeByKey(
    (max: number) => new Intl.NumberFormat(language, { maximumFractionDigits: max }),
  );
  const styles = {
    celsius: { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 },
    share: { style: 'percent', maximumFractionDigits: 0 },
    humidity: { style: 'percent', maximumFractionDigits: 1 },
    euro: { style: 'currency', currency: 'EUR' },
  } satisfies Record<string, Intl.NumberFormatOptions>;
  const style = memoizeByKey(
    (name: keyof typeof styles) => new Intl.NumberFormat(language, styles[name]),
  );
  const number = (value: number, max = 1) => digits(max).format(value);
  return {
    number,
    /** "398 g", "412,5 g". */
    grams: (value: number) => `${number(value)} g`,
    /** "1.66 g/W" (two decimals: a tenth of a gram per watt is a big difference). */
    perWatt: (value: number) => `${number(value, 2)} g/W`,
    perM2: (value: number) => `${number(value)} g/m²`,
    /** "€0.59" or "0,59 €". */
    euros: (value: number) => style('euro').format(value),
    celsius: (value: number) => style('celsius').format(value),
    /** Relative humidity in %: "62.3%" or "62,3 %". */
    humidity: (value: number) => style('humidity').format(value / 100),
    kpa: (value: number) => `${number(value, 2)} kPa`,
    kwh: (value: number) => `${number(value)} kWh`,
    /** A share from 0 to 1: "87%" or "87 %". */
    share: (value: number) => style('share').format(value),
  };
}

export type ResultFormat = ReturnType<typeof createResultFormat>;

const formatFor = memoizeByKey(createResultFormat);

/** The numbers of results, reports and comparisons in the reader's language. */
export function useResultFormat(): ResultFormat {
  const { i18n } = useTranslation();
  return formatFor(i18n.language);
}
