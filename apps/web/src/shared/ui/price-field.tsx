import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { memoizeByKey } from './memoize';

// "0.00" or "0,00": the placeholder shows the decimal mark the reader may type.
const zeroPrice = memoizeByKey((language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(0),
);

/**
 * A price in € typed as text (a decimal comma is fine, `readPrice` reads it), as the inventory's
 * price field: with the € sign after it and the keyboard for decimals on phones.
 */
export function PriceField(props: Omit<TextInputProps, 'inputMode' | 'rightSection'>) {
  const { i18n } = useTranslation();
  return (
    <TextInput
      placeholder={zeroPrice(i18n.language)}
      {...props}
      inputMode="decimal"
      rightSection="€"
    />
  );
}
