import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { userRef } from './users';

/**
 * Web Push (issue 31): the browsers that asked to be notified, and the keys this MaryJane signs
 * its pushes with. Not exported: a push address belongs to one browser and to this instance's
 * keys.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: userRef('user_id').notNull(),
    /** The push service's address for this browser (only known push services, see push.ts). */
    endpoint: text('endpoint').notNull(),
    /** The browser's public key (P-256, base64url) and its auth secret, for the encryption. */
    p256dh: varchar('p256dh', { length: 128 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** Secrets this MaryJane makes for itself on first use (the VAPID keys), shared by instances. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 32 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
