import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  budgetTiers,
  catalogueCategories,
  catalogueKinds,
  growPlaces,
  type ItemSpecs,
  type Retailer,
} from '@maryjane/contract/catalogue';
import {
  cbdLevels,
  dominances,
  floweringTypes,
  seedTypes,
  thcLevels,
  type StrainEffect,
} from '@maryjane/contract/strains';
import { cascadeTo, createdAt, euros, float4, id } from './columns';
import { userRef } from './users';

/**
 * The catalogue of equipment, supplies, tools and strains. Rows with a `slug` come from the
 * committed data (the seed upserts by slug); rows with an `owner_id` are a user's own custom
 * entries and are visible to that user only. Exactly one of the two is set.
 */

export const retailers = pgTable('retailers', {
  id: varchar('id', { length: 40 }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  url: text('url').notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  sells: text('sells').array().$type<Retailer['sells']>().notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionDe: text('description_de').notNull(),
});

export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: id(),
    slug: varchar('slug', { length: 120 }),
    ownerId: userRef('owner_id'),
    kind: varchar('kind', { length: 16, enum: catalogueKinds }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    category: varchar('category', { length: 32, enum: catalogueCategories }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    brand: varchar('brand', { length: 80 }),
    retailerId: varchar('retailer_id', { length: 40 }).references(() => retailers.id),
    /** A custom item's retailer, as the user typed it. */
    retailerName: varchar('retailer_name', { length: 80 }),
    price: euros('price'),
    link: text('link'),
    budget: varchar('budget', { length: 16, enum: budgetTiers }),
    specs: jsonb('specs').$type<ItemSpecs>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('catalogue_items_slug_unique').on(table.slug),
    index('catalogue_items_kind_type_idx').on(table.kind, table.type),
    index('catalogue_items_owner_idx').on(table.ownerId),
    check('catalogue_items_origin', sql`(${table.slug} is null) <> (${table.ownerId} is null)`),
  ],
);

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: id(),
    kind: varchar('kind', { length: 16, enum: catalogueKinds }).notNull(),
    budget: varchar('budget', { length: 16, enum: budgetTiers }).notNull(),
    where: varchar('place', { length: 16, enum: growPlaces }).notNull(),
    numberOfPlants: smallint('number_of_plants').notNull(),
  },
  (table) => [
    uniqueIndex('shopping_lists_key').on(
      table.kind,
      table.budget,
      table.where,
      table.numberOfPlants,
    ),
  ],
);

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    listId: cascadeTo('list_id', () => shoppingLists.id).notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => catalogueItems.id),
    quantity: integer('quantity').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.itemId] })],
);

export const strainProducers = pgTable(
  'strain_producers',
  {
    id: id(),
    slug: varchar('slug', { length: 80 }),
    ownerId: userRef('owner_id'),
    name: varchar('name', { length: 80 }).notNull(),
    country: varchar('country', { length: 2 }),
    website: text('website'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('strain_producers_slug_unique').on(table.slug),
    // A user names each of their producers once (the catalogue's own are unique by slug).
    uniqueIndex('strain_producers_owner_name_unique').on(table.ownerId, sql`lower(${table.name})`),
    check('strain_producers_origin', sql`(${table.slug} is null) <> (${table.ownerId} is null)`),
  ],
);

export const strains = pgTable(
  'strains',
  {
    id: id(),
    slug: varchar('slug', { length: 160 }),
    ownerId: userRef('owner_id'),
    producerId: cascadeTo('producer_id', () => strainProducers.id).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    floweringType: varchar('flowering_type', { length: 16, enum: floweringTypes }).notNull(),
    seedType: varchar('seed_type', { length: 16, enum: seedTypes }),
    dominance: varchar('dominance', { length: 16, enum: dominances }),
    genetics: varchar('genetics', { length: 80 }),
    parents: varchar('parents', { length: 160 }),
    floweringWeeksMin: smallint('flowering_weeks_min'),
    floweringWeeksMax: smallint('flowering_weeks_max'),
    growWeeks: smallint('grow_weeks'),
    indoorHeightCm: smallint('indoor_height_cm'),
    yieldIndoorGm2: smallint('yield_indoor_g_m2'),
    thcPercent: float4('thc_percent'),
    thcLevel: varchar('thc_level', { length: 8, enum: thcLevels }),
    cbdPercent: float4('cbd_percent'),
    cbdLevel: varchar('cbd_level', { length: 8, enum: cbdLevels }),
    effects: text('effects')
      .array()
      .$type<StrainEffect[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    price1: euros('price_1'),
    price3: euros('price_3'),
    link: text('link'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('strains_slug_unique').on(table.slug),
    index('strains_owner_idx').on(table.ownerId),
    index('strains_producer_idx').on(table.producerId),
    check('strains_origin', sql`(${table.slug} is null) <> (${table.ownerId} is null)`),
  ],
);
