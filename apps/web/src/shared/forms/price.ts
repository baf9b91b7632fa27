import { priceSchema } from '@maryjane/contract/catalogue';
import { schemaProblem, type Rule } from './validate-field';

/** German growers type 12,50: the comma is read as the decimal point. */
export const readPrice = (text: string) => text.trim().replace(',', '.');

/** A price typed into a field, in €; null when nothing is typed. Check it with `priceRule`. */
export function priceOf(text: string): number | null {
  const price = readPrice(text);
  return price === '' ? null : Number(price);
}

/**
 * The rule of an optional price field: nothing typed is fine; anything typed must be a price of
 * the contract (spec §5 X.XX, € and at most two decimals), "89.90" or "89,90".
 */
export function priceRule<V>(): Rule<V> {
  return (value) => {
    const price = readPrice(value);
    return price === '' ? null : schemaProblem(priceSchema, price);
  };
}
