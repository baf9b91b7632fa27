import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { userRef } from './users';

export const userTokenPurpose = pgEnum('user_token_purpose', [
  'password_reset',
  'account_deletion',
]);

/** Single-use codes sent as links (password reset, account deletion), stored as SHA-256. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id').notNull(),
    purpose: userTokenPurpose('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('user_tokens_user_id_idx').on(table.userId, table.purpose)],
);
