import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers and typical prices (€) in the reader's language: "€12.50" or "12,50 €". */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const currency = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return {
      price: (euros: number) => currency.format(euros),
      number: (value: number) => decimal.format(value),
    };
  }, [language]);
}

export type Formatters = ReturnType<typeof useFormatters>;
