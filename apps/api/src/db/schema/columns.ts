import { numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
