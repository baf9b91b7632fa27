import { date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { cascadeTo, createdAt, id } from './columns';
import { growCycles, journalEntries, plants } from './grow';
import { userRef } from './users';

/**
 * Private photos of a grow cycle (issue 26). A photo of a plant or a journal entry goes with it
 * (cascade); the service removes the files it names before such a row is deleted.
 */
export const photos = pgTable(
  'photos',
  {
    id: id(),
    ownerId: userRef('owner_id').notNull(),
    cycleId: cascadeTo('cycle_id', () => growCycles.id).notNull(),
    plantId: cascadeTo('plant_id', () => plants.id),
    entryId: cascadeTo('entry_id', () => journalEntries.id),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** FileStorage keys, outside the public /uploads route. */
    largeKey: varchar('large_key', { length: 200 }).notNull(),
    thumbKey: varchar('thumb_key', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('photos_cycle_idx').on(table.cycleId, table.takenOn),
    index('photos_owner_idx').on(table.ownerId),
    index('photos_plant_idx').on(table.plantId),
    index('photos_entry_idx').on(table.entryId),
  ],
);
