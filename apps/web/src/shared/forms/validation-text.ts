import { outOfRangeCode, type NumberRange } from '@maryjane/contract/number-range';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { memoizeByKey } from '../ui/memoize';

/** A validation code (`validation.<code>`), with the range of `outOfRange` where it is known. */
export type ValidationMessage = { code: string } & NumberRange;

// Bounds as the reader writes numbers: "0.5" or "0,5", "10,000" or "10.000".
const numberFormat = memoizeByKey(
  (language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 3 }),
);

/**
 * The text of a validation code in the reader's language: `outOfRange` names the range when the
 * schema (or the API's field error) gave it ("Enter a number from 0 to 20", "Gib eine Zahl von
 * 0 bis 20 ein"), else it keeps its general sentence.
 */
export function validationText(
  t: TFunction,
  language: string,
  { code, min, max }: ValidationMessage,
): string {
  if (code !== 'outOfRange') return t(`validation:${code}`);
  const format = numberFormat(language);
  const range = { min, max };
  return t(`validation:${outOfRangeCode(range)}`, {
    min: min === undefined ? undefined : format.format(min),
    max: max === undefined ? undefined : format.format(max),
  });
}

/** `validationText` for the reader's language; a bare code is a problem without a range. */
export function useValidationText(): (problem: ValidationMessage | string) => string {
  const { t, i18n } = useTranslation();
  return (problem) =>
    validationText(t, i18n.language, typeof problem === 'string' ? { code: problem } : problem);
}
