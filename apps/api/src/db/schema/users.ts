import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** A grower's account. Filled by the accounts module; e-mail is unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 49 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarUrl: text('avatar_url'),
    locationCountryId: varchar('location_country_id', { length: 8 }),
    locationStateId: varchar('location_state_id', { length: 16 }),
    locationCityId: varchar('location_city_id', { length: 160 }),
    /** For the German plant limit (3 per adult); the grower sets it in account settings. */
    adultsInHousehold: smallint('adults_in_household').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);
