import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which version of each seed data set has been loaded, so start-up seeding is idempotent. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
