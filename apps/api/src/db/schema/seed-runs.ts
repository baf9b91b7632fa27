import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Which version of each seed data set has been loaded, so start-up seeding is idempotent. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: at('applied_at').notNull().defaultNow(),
});
