import { customType, numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column builders every table repeats. Each returns a fresh builder (a builder must not be shared
 * between tables), and each writes exactly the SQL it replaces.
 */

/** A point in time, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The row's own id, a random UUID. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written first. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row was written first and last. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Money in € with cents, read back as a JS number. */
export const euros = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** A reference to `target`: the row is deleted with the row it points at. */
export const cascadeTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'cascade' });

/** The smallest normal `real`: below it PostgreSQL refuses a number as an underflow (22003). */
const FLOAT4_MIN_NORMAL = 1.1754943508222875e-38;

/**
 * A number as a `real` column stores it: rounded to single precision, and a number too close
 * to 0 for one (1e-300, inside every 0-to-n range a schema allows) stored as 0 instead of being
 * refused. The contract's ranges keep numbers far below the largest `real`.
 */
export function asFloat4(value: number): number {
  const rounded = Math.fround(value);
  return Math.abs(rounded) < FLOAT4_MIN_NORMAL ? 0 : rounded;
}

/** A measured quantity in a `real` column (EC, grams, watts): see `asFloat4`. */
export const float4 = customType<{ data: number; driverData: number | string }>({
  dataType: () => 'real',
  toDriver: (value) => asFloat4(value),
  fromDriver: (value) => Number(value),
});
