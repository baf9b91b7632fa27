import { languages } from '@maryjane/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, cascadeTo, id, timestamps } from './columns';

/** A grower's account. Filled by the accounts module; e-mail is unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 49 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarUrl: text('avatar_url'),
    locationCountryId: varchar('location_country_id', { length: 8 }),
    locationStateId: varchar('location_state_id', { length: 16 }),
    locationCityId: varchar('location_city_id', { length: 160 }),
    /** For the German plant limit (3 per adult); the grower sets it in account settings. */
    adultsInHousehold: smallint('adults_in_household').notNull().default(1),
    /** "Do you grow in Germany?"; null: not answered, the location's country decides. */
    growsInGermany: boolean('grows_in_germany'),
    /** € per kWh for harvest costs (issue 27); null: DEFAULT_ELECTRICITY_PRICE_PER_KWH. */
    electricityPrice: numeric('electricity_price', { precision: 6, scale: 4, mode: 'number' }),
    /** Alerts by e-mail (issue 31), with quiet hours in minutes of the day in `timeZone`. */
    alertMail: boolean('alert_mail').notNull().default(false),
    /** When alert mails were switched on: older alerts are not mailed. */
    alertMailSince: at('alert_mail_since'),
    alertQuietFrom: smallint('alert_quiet_from'),
    alertQuietTo: smallint('alert_quiet_to'),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    /** The grower's environments appear in Home Assistant (MQTT discovery, issue 31). */
    homeAssistant: boolean('home_assistant').notNull().default(false),
    /** The language of the mails MaryJane sends on its own (alerts). */
    language: varchar('language', { length: 2, enum: languages }).notNull().default('en'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/** A reference to a user: the row belongs to them and goes with their account. */
export const userRef = (name: 'owner_id' | 'user_id') => cascadeTo(name, () => users.id);
