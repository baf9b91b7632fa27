import { z } from 'zod';
import { numberOrText } from './zod-helpers';

/**
 * The grower's electricity price for harvest costs (issue 27), apart from ./results.ts so that
 * the household body (./legal.ts) can take it without an import cycle.
 */

export const ELECTRICITY_PRICE_MAX = 5;

/** A working price in €/kWh as tariffs state it: above 0, at most 5 €, up to 4 decimals. */
export const electricityPriceSchema = numberOrText(
  'invalid',
  z.coerce
    .number('invalid')
    .finite('invalid')
    .positive('positiveNumber')
    .max(ELECTRICITY_PRICE_MAX, 'outOfRange')
    .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, 'invalid'),
);
