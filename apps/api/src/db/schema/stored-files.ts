import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** `bytea`: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both read back a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files (avatars, private photos) when UPLOAD_STORE=database
 * (platform/storage/database-storage.ts): every instance on the database sees them, and
 * `pg_dump` backs them up with the rest. `updated_at` is the file's modification time (ETag).
 */
export const storedFiles = pgTable('stored_files', {
  /** The FileStorage key, e.g. `avatars/<user>-<hex>.png`, `private/photos/…`. */
  key: text('key').primaryKey(),
  content: bytes('content').notNull(),
  size: integer('size').notNull(),
  ...timestamps(),
});
