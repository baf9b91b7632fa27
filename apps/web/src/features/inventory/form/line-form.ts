import { priceSchema } from '@maryjane/contract/catalogue';
import {
  createInventoryBodySchema,
  QUANTITY_MAX,
  type InventoryItem,
  type UpdateInventoryBody,
} from '@maryjane/contract/inventory';
import { wholeNumber } from '@maryjane/contract/zod-helpers';
import type { Rules } from '../../../shared/forms/use-form';
import {
  dayRule,
  schemaRule,
  validateWithSchema,
  type Rule,
} from '../../../shared/forms/validate-field';

/** The fields of an inventory line as the form holds them: text, as typed. */
export type LineValues = {
  quantity: string;
  price: string;
  purchaseDate: string;
  storageLocation: string;
  retailer: string;
  brand: string;
  link: string;
  notes: string;
};

export const emptyLine: LineValues = {
  quantity: '1',
  price: '',
  purchaseDate: '',
  storageLocation: '',
  retailer: '',
  brand: '',
  link: '',
  notes: '',
};

/** German growers type 12,50: the comma is read as the decimal point. */
export const readPrice = (text: string) => text.trim().replace(',', '.');

/** An optional field: nothing typed is fine, anything typed must pass `rule`. */
export const optional =
  <V>(rule: Rule<V>): Rule<V> =>
  (value, values) =>
    value.trim() === '' ? null : rule(value, values);

export const priceRule = optional<Record<string, string>>((value) =>
  validateWithSchema(priceSchema, readPrice(value)),
);

const shape = createInventoryBodySchema.shape;

/** Spec §5 rules, from the contract's schemas. */
export const lineRules: Rules<LineValues> = {
  quantity: schemaRule(shape.quantity),
  price: priceRule,
  purchaseDate: optional(dayRule('happened')),
  storageLocation: schemaRule(shape.storageLocation),
  retailer: schemaRule(shape.retailer),
  brand: schemaRule(shape.brand),
  link: schemaRule(shape.link),
  notes: schemaRule(shape.notes),
};

/** An edit may keep a seeds line sown to its last seed at 0 ("used up", issue 25). */
export const editLineRules: Rules<LineValues> = {
  ...lineRules,
  quantity: (value) =>
    value.trim() === '' ? 'required' : validateWithSchema(wholeNumber(0, QUANTITY_MAX), value),
};

const orNull = (text: string) => text.trim() || null;

/** The request body of the typed fields; empty ones are sent as null (none, or cleared). */
export function lineBody(values: LineValues) {
  const price = readPrice(values.price);
  return {
    quantity: Number(values.quantity),
    price: price === '' ? null : Number(price),
    purchaseDate: orNull(values.purchaseDate),
    storageLocation: orNull(values.storageLocation),
    retailer: orNull(values.retailer),
    brand: orNull(values.brand),
    link: orNull(values.link),
    notes: orNull(values.notes),
  } satisfies UpdateInventoryBody;
}

/** A saved line as the edit form shows it. */
export function lineValues(line: InventoryItem): LineValues {
  return {
    quantity: String(line.quantity),
    price: line.price === null ? '' : line.price.toFixed(2),
    purchaseDate: line.purchaseDate ?? '',
    storageLocation: line.storageLocation ?? '',
    retailer: line.retailer ?? '',
    brand: line.brand ?? '',
    link: line.link ?? '',
    notes: line.notes ?? '',
  };
}
