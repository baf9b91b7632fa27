import {
  doublePrecision,
  index,
  integer,
  primaryKey,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Notification } from '@maryjane/contract/notifications';
import { readingMetrics } from '@maryjane/contract/sensor-metrics';
import { targetMetrics, targetPhases } from '@maryjane/contract/sensors';
import { environments } from './grow';
import { users } from './users';

/**
 * Sensor devices, their readings, per-environment target overrides and the grower's
 * notifications. Readings are append-only and read by environment, metric and time.
 */

export const sensorDevices = pgTable(
  'sensor_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    environmentId: uuid('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 49 }).notNull(),
    /** SHA-256 of the device key; the key itself is shown once and never stored. */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    keyPrefix: varchar('key_prefix', { length: 12 }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sensor_devices_key_hash_unique').on(table.keyHash),
    index('sensor_devices_owner_idx').on(table.ownerId),
  ],
);

export const sensorReadings = pgTable(
  'sensor_readings',
  {
    environmentId: uuid('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => sensorDevices.id, { onDelete: 'set null' }),
    metric: varchar('metric', { length: 16, enum: readingMetrics }).notNull(),
    value: real('value').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sensor_readings_series_idx').on(table.environmentId, table.metric, table.recordedAt),
    // A device's reading of a metric at a moment is stored once: a batch sent again (a retry
    // after a lost answer, MQTT's redelivery) adds nothing.
    uniqueIndex('sensor_readings_device_key').on(table.deviceId, table.metric, table.recordedAt),
  ],
);

/**
 * Ten-minute rollups of the readings (count, sum, min, max), kept by the ingest in the same
 * transaction: the dashboard's 7- and 30-day series read these instead of every reading.
 */
export const sensorRollups = pgTable(
  'sensor_rollups',
  {
    environmentId: uuid('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    metric: varchar('metric', { length: 16, enum: readingMetrics }).notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    sum: doublePrecision('sum').notNull(),
    min: real('min').notNull(),
    max: real('max').notNull(),
  },
  (table) => [primaryKey({ columns: [table.environmentId, table.metric, table.bucket] })],
);

export const environmentTargets = pgTable(
  'environment_targets',
  {
    environmentId: uuid('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    phase: varchar('phase', { length: 16, enum: targetPhases }).notNull(),
    metric: varchar('metric', { length: 16, enum: targetMetrics }).notNull(),
    min: real('min').notNull(),
    max: real('max').notNull(),
  },
  (table) => [
    uniqueIndex('environment_targets_key').on(table.environmentId, table.phase, table.metric),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<Notification['kind']>().notNull(),
    environmentId: uuid('environment_id').references(() => environments.id, {
      onDelete: 'cascade',
    }),
    metric: varchar('metric', { length: 16, enum: readingMetrics }),
    value: real('value'),
    min: real('min'),
    max: real('max'),
    weather: varchar('weather', { length: 8 }).$type<NonNullable<Notification['weather']>>(),
    day: text('day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_alert_idx').on(table.environmentId, table.metric, table.createdAt),
  ],
);
