import {
  amountUnitOf,
  feedAmount,
  feedDoseBodySchema,
  type DoseUnit,
} from '@maryjane/contract/feeding';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { TFunction } from 'i18next';
import { numberOrNull } from '../ui/form-props';

/** One product row of a feed entry or a plan row, as typed. */
export interface DoseRow {
  key: string;
  itemId: string;
  dose: string;
  unit: DoseUnit;
}

let nextKey = 0;
export const newDoseRow = (row: Partial<DoseRow> = {}): DoseRow => ({
  key: `dose-${(nextKey += 1)}`,
  itemId: '',
  dose: '',
  unit: 'ml/L',
  ...row,
});

const numberFormat = (language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 });

/** "1.5 L × 4 ml/L = 6 ml", or null while the water or the dose is missing. */
export function amountText(
  t: TFunction<'my-grow'>,
  language: string,
  waterL: number | null,
  row: DoseRow,
): string | null {
  const dose = numberOrNull(row.dose);
  if (waterL === null || dose === null || Number.isNaN(dose) || Number.isNaN(waterL)) return null;
  const number = numberFormat(language);
  return t('feeding.amount', {
    water: number.format(waterL),
    dose: number.format(dose),
    unit: row.unit,
    amount: number.format(feedAmount(dose, waterL)),
    amountUnit: amountUnitOf[row.unit],
  });
}

/** "850 ml left", or that the stock is not known. */
export function leftText(t: TFunction<'my-grow'>, language: string, line: InventoryItem): string {
  if (line.stockAmount === null || line.stockUnit === null) return t('feeding.leftUnknown');
  return t('feeding.left', {
    amount: numberFormat(language).format(line.stockAmount),
    unit: line.stockUnit,
  });
}

/** A supplies line in a picker: name, brand and what is left. */
export function lineLabel(t: TFunction<'my-grow'>, language: string, line: InventoryItem): string {
  const brand = line.brand ?? line.item.brand;
  return [line.item.name, brand, leftText(t, language, line)].filter(Boolean).join(' · ');
}

/** The rows as the API takes them (a decimal comma read as a point). */
export const toDoses = (rows: DoseRow[]) =>
  rows.map((row) => ({
    itemId: row.itemId,
    dose: numberOrNull(row.dose) ?? Number.NaN,
    unit: row.unit,
  }));

/** Validation codes by field (`0.itemId`, `0.dose`) for the rows as typed. */
export function doseRowErrors(rows: DoseRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!row.itemId) errors[`${index}.itemId`] = 'required';
    const parsed = feedDoseBodySchema.shape.dose.safeParse(numberOrNull(row.dose) ?? undefined);
    if (!parsed.success) errors[`${index}.dose`] = parsed.error.issues[0]?.message ?? 'invalid';
  });
  return errors;
}

/** Field errors the server sent under `prefix` (`feed.0.itemId` → `0.itemId`). */
export function serverDoseErrors(
  errors: { field: string; code: string }[],
  prefix: string,
): Record<string, string> {
  return Object.fromEntries(
    errors
      .filter((error) => error.field.startsWith(`${prefix}.`))
      .map((error) => [error.field.slice(prefix.length + 1), error.code]),
  );
}
