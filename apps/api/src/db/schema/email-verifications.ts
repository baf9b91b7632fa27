import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/** The 6-digit code mailed before registration, hashed; one live code per e-mail address. */
export const emailVerifications = pgTable('email_verifications', {
  /** Lower-cased e-mail address. */
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});
