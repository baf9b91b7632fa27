import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeTo, createdAt, float4, id, timestamps } from './columns';
import { growCycles, plants } from './grow';
import { userRef } from './users';

/**
 * Harvest results (issue 27): each plant's harvest record, and the read-only links a grower
 * shares a cycle's report with.
 */

const day = (name: string) => date(name, { mode: 'string' });

export const harvests = pgTable(
  'harvests',
  {
    id: id(),
    ownerId: userRef('owner_id').notNull(),
    cycleId: cascadeTo('cycle_id', () => growCycles.id).notNull(),
    plantId: cascadeTo('plant_id', () => plants.id).notNull(),
    wetG: float4('wet_g'),
    wetDate: day('wet_date'),
    trimG: float4('trim_g'),
    dryG: float4('dry_g'),
    dryDate: day('dry_date'),
    curedG: float4('cured_g'),
    curedDate: day('cured_date'),
    smell: smallint('smell'),
    taste: smallint('taste'),
    effect: smallint('effect'),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('harvests_plant_unique').on(table.plantId),
    index('harvests_cycle_idx').on(table.cycleId),
    check(
      'harvests_weights',
      sql`${table.wetG} > 0 and ${table.trimG} > 0 and ${table.dryG} > 0 and ${table.curedG} > 0`,
    ),
    check(
      'harvests_ratings',
      sql`${table.smell} between 1 and 5 and ${table.taste} between 1 and 5 and ${table.effect} between 1 and 5`,
    ),
  ],
);

/** Only the SHA-256 of a link's token is kept; a revoked link is deleted. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    ownerId: userRef('owner_id').notNull(),
    cycleId: cascadeTo('cycle_id', () => growCycles.id).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    displayName: varchar('display_name', { length: 49 }),
    expiresOn: day('expires_on'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('share_links_token_unique').on(table.tokenHash),
    index('share_links_owner_idx').on(table.ownerId),
  ],
);
