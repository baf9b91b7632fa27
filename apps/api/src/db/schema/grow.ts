import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { languages } from '@maryjane/contract/constants';
import { environmentTypes } from '@maryjane/contract/environments';
import { journalKinds, type PhaseChange } from '@maryjane/contract/grow-cycles';
import { inventoryKinds } from '@maryjane/contract/inventory-kinds';
import { stockUnits } from '@maryjane/contract/feeding';
import { inventoryMovementReasons } from '@maryjane/contract/inventory';
import { growMediums, growPhases } from '@maryjane/contract/phases';
import {
  healthCodes,
  plantSexes,
  plantStatuses,
  removalReasons,
  trainingTechniques,
} from '@maryjane/contract/plant-records';
import { catalogueItems, strains } from './catalogue';
import { at, cascadeTo, createdAt, euros, float4, id, timestamps } from './columns';
import { userRef } from './users';

/**
 * The grower's own records: inventory, environments, grow cycles with their phase history,
 * plants and journal, and the private calendar feed. Every row carries its `owner_id`, so every
 * query can be scoped to the signed-in user without a join.
 */

const owner = () => userRef('owner_id').notNull();
const inCycle = () => cascadeTo('cycle_id', () => growCycles.id).notNull();
const day = (name: string) => date(name, { mode: 'string' });
/** A column holding one of the contract's values (null passes): an import cannot store others. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: id(),
    ownerId: owner(),
    kind: varchar('kind', { length: 16, enum: inventoryKinds }).notNull(),
    catalogueItemId: cascadeTo('catalogue_item_id', () => catalogueItems.id),
    strainId: cascadeTo('strain_id', () => strains.id),
    purchaseDate: day('purchase_date'),
    link: text('link'),
    storageLocation: varchar('storage_location', { length: 49 }),
    quantity: integer('quantity').notNull().default(1),
    price: euros('price'),
    notes: text('notes'),
    retailer: varchar('retailer', { length: 49 }),
    brand: varchar('brand', { length: 49 }),
    /** Supplies: how much is left, in ml or g (issue 26); null when not known. */
    stockAmount: float4('stock_amount'),
    stockUnit: varchar('stock_unit', { length: 2, enum: stockUnits }),
    /**
     * Harvest costs (issue 27): the watts the device draws (null: the catalogue item's), hours a
     * day it runs (null: a light follows the cycle's light schedule, others run 24 h) and the
     * cycles it is expected to last (null: DEFAULT_EQUIPMENT_CYCLES).
     */
    watts: float4('watts'),
    hoursPerDay: float4('hours_per_day'),
    expectedCycles: smallint('expected_cycles'),
    ...timestamps(),
  },
  (table) => [
    index('inventory_items_owner_kind_idx').on(table.ownerId, table.kind),
    check(
      'inventory_items_refers',
      sql`(${table.kind} = 'seeds') = (${table.strainId} is not null) and (${table.kind} <> 'seeds') = (${table.catalogueItemId} is not null)`,
    ),
    // A seeds line sown to its last seed stays, at 0, as "used up" (issue 25).
    check('inventory_items_quantity', sql`${table.quantity} >= 0`),
    check('inventory_items_stock', sql`${table.stockAmount} >= 0`),
    check(
      'inventory_items_energy',
      sql`${table.watts} >= 0 and ${table.hoursPerDay} between 0 and 24 and ${table.expectedCycles} > 0`,
    ),
  ],
);

export const environments = pgTable(
  'environments',
  {
    id: id(),
    ownerId: owner(),
    name: varchar('name', { length: 49 }).notNull(),
    type: varchar('type', { length: 16, enum: environmentTypes }).notNull(),
    location: varchar('location', { length: 49 }).notNull(),
    widthCm: integer('width_cm'),
    depthCm: integer('depth_cm'),
    heightCm: integer('height_cm'),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('environments_owner_name_unique').on(table.ownerId, sql`lower(${table.name})`),
  ],
);

export const environmentEquipment = pgTable(
  'environment_equipment',
  {
    environmentId: cascadeTo('environment_id', () => environments.id).notNull(),
    inventoryItemId: cascadeTo('inventory_item_id', () => inventoryItems.id).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.environmentId, table.inventoryItemId] }),
    index('environment_equipment_item_idx').on(table.inventoryItemId),
  ],
);

export const growCycles = pgTable(
  'grow_cycles',
  {
    id: id(),
    ownerId: owner(),
    name: varchar('name', { length: 49 }).notNull(),
    seedId: uuid('seed_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    /** Copied from the seeds line, so the schedule survives when that line is deleted. */
    strainId: uuid('strain_id').references(() => strains.id, { onDelete: 'set null' }),
    growMedium: varchar('grow_medium', { length: 16, enum: growMediums }).notNull(),
    numberOfPlants: smallint('number_of_plants').notNull(),
    startDate: day('start_date').notNull(),
    environmentId: uuid('environment_id').references(() => environments.id, {
      onDelete: 'set null',
    }),
    phase: varchar('phase', { length: 16, enum: growPhases }).notNull().default('germinate'),
    /** Hours of light a day before flowering and in flower (issue 27); null: the defaults. */
    lightHoursVegetative: smallint('light_hours_vegetative'),
    lightHoursFlowering: smallint('light_hours_flowering'),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [
    index('grow_cycles_owner_idx').on(table.ownerId),
    index('grow_cycles_environment_idx').on(table.environmentId),
    check('grow_cycles_plants', sql`${table.numberOfPlants} > 0`),
    check(
      'grow_cycles_light_hours',
      sql`${table.lightHoursVegetative} between 0 and 24 and ${table.lightHoursFlowering} between 0 and 24`,
    ),
  ],
);

export const growCyclePhaseChanges = pgTable(
  'grow_cycle_phase_changes',
  {
    id: id(),
    cycleId: inCycle(),
    fromPhase: varchar('from_phase', { length: 16, enum: growPhases }).notNull(),
    toPhase: varchar('to_phase', { length: 16, enum: growPhases }).notNull(),
    direction: varchar('direction', { length: 8 }).$type<PhaseChange['direction']>().notNull(),
    date: day('date').notNull(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (table) => [index('grow_cycle_phase_changes_cycle_idx').on(table.cycleId, table.recordedAt)],
);

export const plants = pgTable(
  'plants',
  {
    id: id(),
    ownerId: owner(),
    cycleId: inCycle(),
    number: smallint('number').notNull(),
    name: varchar('name', { length: 49 }),
    notes: text('notes'),
    // Per-plant records (issue 26): only growing plants count towards the legal limit.
    sex: varchar('sex', { length: 16, enum: plantSexes }).notNull().default('unknown'),
    status: varchar('status', { length: 16, enum: plantStatuses }).notNull().default('growing'),
    statusReason: varchar('status_reason', { length: 16, enum: removalReasons }),
    statusNote: text('status_note'),
    statusDate: day('status_date'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('plants_cycle_number_unique').on(table.cycleId, table.number),
    index('plants_owner_idx').on(table.ownerId),
    index('plants_cycle_status_idx').on(table.cycleId, table.status),
    check('plants_sex', oneOf(table.sex, plantSexes)),
    check('plants_status', oneOf(table.status, plantStatuses)),
    check('plants_status_reason', oneOf(table.statusReason, removalReasons)),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    ownerId: owner(),
    cycleId: inCycle(),
    /** Entries about a plant stay with the cycle when the plant is removed. */
    plantId: uuid('plant_id').references(() => plants.id, { onDelete: 'set null' }),
    date: day('date').notNull(),
    kind: varchar('kind', { length: 16, enum: journalKinds }).notNull(),
    amountL: float4('amount_l'),
    ph: float4('ph'),
    ec: float4('ec'),
    note: text('note'),
    // Plant records (issue 26)
    heightCm: float4('height_cm'),
    training: varchar('training', { length: 16, enum: trainingTechniques }),
    potL: float4('pot_l'),
    health: varchar('health', { length: 32, enum: healthCodes }),
    createdAt: createdAt(),
  },
  (table) => [
    index('journal_entries_cycle_idx').on(table.cycleId, table.date),
    check('journal_entries_training', oneOf(table.training, trainingTechniques)),
    check('journal_entries_health', oneOf(table.health, healthCodes)),
  ],
);

/**
 * Seeds taken from (negative `change`) or given back to (positive) a seeds line by a grow cycle
 * (issue 25). A cycle holds the seeds its movements took and has not given back.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: id(),
    ownerId: owner(),
    inventoryItemId: cascadeTo('inventory_item_id', () => inventoryItems.id).notNull(),
    /** The history stays when the cycle is deleted. */
    cycleId: uuid('cycle_id').references(() => growCycles.id, { onDelete: 'set null' }),
    change: integer('change').notNull(),
    /** Feed movements (issue 26): ml or g of a supplies line, taken (negative) or given back. */
    amount: float4('amount'),
    date: day('date').notNull(),
    reason: varchar('reason', { length: 16, enum: inventoryMovementReasons }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('inventory_movements_item_idx').on(table.inventoryItemId, table.createdAt),
    index('inventory_movements_cycle_idx').on(table.cycleId),
  ],
);

/** One private iCal address per user; only its SHA-256 is kept. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: userRef('user_id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  language: varchar('language', { length: 2, enum: languages }).notNull(),
  createdAt: createdAt(),
});
