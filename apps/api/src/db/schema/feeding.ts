import { index, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { doseUnits, planPhases } from '@maryjane/contract/feeding';
import { cascadeTo, createdAt, float4, id } from './columns';
import { growCycles, inventoryItems, journalEntries } from './grow';
import { userRef } from './users';

/**
 * Feeding from the grower's own nutrients (issue 26): the products of a feed entry and a cycle's
 * feeding plan. Both name one of the grower's supplies lines and copy its name, so they still
 * read when the line is deleted.
 */

const suppliesLine = () =>
  uuid('item_id').references(() => inventoryItems.id, { onDelete: 'set null' });

/** A product of a feed entry: dose per litre, the amount it gave and what stock it took. */
export const journalFeedItems = pgTable(
  'journal_feed_items',
  {
    id: id(),
    ownerId: userRef('owner_id').notNull(),
    entryId: cascadeTo('entry_id', () => journalEntries.id).notNull(),
    itemId: suppliesLine(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    dose: float4('dose').notNull(),
    unit: varchar('unit', { length: 4, enum: doseUnits }).notNull(),
    /** dose × the entry's water volume, in ml or g. */
    amount: float4('amount').notNull(),
    /** What came out of the line's stock (less when it ran out); null when the stock was unknown. */
    taken: float4('taken'),
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('journal_feed_items_entry_idx').on(table.entryId, table.position),
    index('journal_feed_items_item_idx').on(table.itemId),
  ],
);

/** One product of a feeding plan row: a phase, or a week of it (`week`), and a dose. */
export const feedingPlanItems = pgTable(
  'feeding_plan_items',
  {
    id: id(),
    ownerId: userRef('owner_id').notNull(),
    cycleId: cascadeTo('cycle_id', () => growCycles.id).notNull(),
    phase: varchar('phase', { length: 16, enum: planPhases }).notNull(),
    week: smallint('week'),
    itemId: suppliesLine(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    dose: float4('dose').notNull(),
    unit: varchar('unit', { length: 4, enum: doseUnits }).notNull(),
    /** Order of the rows and of the products in a row. */
    position: smallint('position').notNull(),
  },
  (table) => [
    index('feeding_plan_items_cycle_idx').on(table.cycleId, table.position),
    index('feeding_plan_items_item_idx').on(table.itemId),
  ],
);
