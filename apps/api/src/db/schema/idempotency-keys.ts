import { jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './users';

/**
 * The first answer to a write sent with an `Idempotency-Key` header (issue 26), so an app that
 * retries the send after a lost connection gets that answer again instead of a second record.
 * Per grower: one grower's keys never meet another's. Purged after 7 days; not exported (they
 * only matter while a device may still retry).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ownerId: userRef('owner_id').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    /** Method and route pattern, e.g. `POST /api/grow-cycles/:id/journal`. */
    route: text('route').notNull(),
    /** SHA-256 of the address and the body; the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: smallint('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.key] })],
);
