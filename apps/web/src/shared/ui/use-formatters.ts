import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Numbers, prices (€) and calendar days in the reader's language: "€12.50" or "12,50 €",
 * "May 1, 2026" or "01.05.2026".
 */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const currency = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    // A `YYYY-MM-DD` day read and shown in UTC, so no time zone moves it to another day.
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      price: (euros: number) => currency.format(euros),
      number: (value: number) => decimal.format(value),
      date: (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`)),
    };
  }, [language]);
}

export type Formatters = ReturnType<typeof useFormatters>;
