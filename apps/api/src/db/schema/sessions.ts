import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { userRef } from './users';

/** A signed-in device. Only the SHA-256 of the token is stored; expiry slides with use. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
