import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The 6-digit code mailed before registration, hashed; one live code per e-mail address. */
export const emailVerifications = pgTable('email_verifications', {
  /** Lower-cased e-mail address. */
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
