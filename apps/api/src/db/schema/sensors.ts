import {
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Notification } from '@maryjane/contract/notifications';
import { readingMetrics } from '@maryjane/contract/sensor-metrics';
import {
  deviceSources,
  rejectReasons,
  targetMetrics,
  targetPhases,
  type SensorMetric,
} from '@maryjane/contract/sensors';
import { at, cascadeTo, createdAt, float4, id } from './columns';
import { environments } from './grow';
import { userRef } from './users';

/**
 * Sensor devices, their readings, per-environment target overrides and the grower's
 * notifications. Readings are append-only and read by environment, metric and time.
 */

const inEnvironment = () => cascadeTo('environment_id', () => environments.id);

/** Where one of a device's channels goes (issue 31). */
export interface StoredMapping {
  channel: string;
  environmentId: string;
  metric: SensorMetric;
}

/** The newest value of each channel a device has sent, by channel. */
export type StoredChannels = Record<
  string,
  { value: number; quantity: SensorMetric | null; seenAt: string }
>;

export const sensorDevices = pgTable(
  'sensor_devices',
  {
    id: id(),
    ownerId: userRef('owner_id').notNull(),
    /** Where MaryJane's own JSON goes, and where a new channel is mapped to first. */
    environmentId: inEnvironment().notNull(),
    name: varchar('name', { length: 49 }).notNull(),
    source: varchar('source', { length: 16, enum: deviceSources }).notNull().default('maryjane'),
    /** For Tasmota, ESPHome, Shelly and Home Assistant: the topic the device publishes under. */
    topic: varchar('topic', { length: 200 }),
    mappings: jsonb('mappings').$type<StoredMapping[]>().notNull().default([]),
    channels: jsonb('channels').$type<StoredChannels>().notNull().default({}),
    /** SHA-256 of the device key; the key itself is shown once and never stored. */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    keyPrefix: varchar('key_prefix', { length: 12 }).notNull(),
    lastSeenAt: at('last_seen_at'),
    /** Messages refused (issue 31: counted per device, shown on /automation). */
    rejectedCount: integer('rejected_count').notNull().default(0),
    lastRejectedAt: at('last_rejected_at'),
    lastRejection: varchar('last_rejection', { length: 16, enum: rejectReasons }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sensor_devices_key_hash_unique').on(table.keyHash),
    index('sensor_devices_owner_idx').on(table.ownerId),
    // Two devices on one topic would each store the other's values.
    uniqueIndex('sensor_devices_topic_unique').on(table.topic),
  ],
);

export const sensorReadings = pgTable(
  'sensor_readings',
  {
    environmentId: inEnvironment().notNull(),
    deviceId: uuid('device_id').references(() => sensorDevices.id, { onDelete: 'set null' }),
    metric: varchar('metric', { length: 16, enum: readingMetrics }).notNull(),
    value: float4('value').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (table) => [
    index('sensor_readings_series_idx').on(table.environmentId, table.metric, table.recordedAt),
    // A device's reading of a metric at a moment is stored once per environment: a batch sent
    // again (a retry after a lost answer, MQTT's redelivery) adds nothing, and a gateway whose
    // channels sit in two tents (issue 31) stores each tent's value.
    uniqueIndex('sensor_readings_device_key').on(
      table.deviceId,
      table.environmentId,
      table.metric,
      table.recordedAt,
    ),
  ],
);

const rollupColumns = () => ({
  environmentId: inEnvironment().notNull(),
  metric: varchar('metric', { length: 16, enum: readingMetrics }).notNull(),
  bucket: at('bucket').notNull(),
  count: integer('count').notNull(),
  sum: doublePrecision('sum').notNull(),
  min: float4('min').notNull(),
  max: float4('max').notNull(),
});

/**
 * Ten-minute rollups of the readings (count, sum, min, max), kept by the ingest in the same
 * statement: the dashboard's 24-hour series reads these instead of every reading.
 */
export const sensorRollups = pgTable('sensor_rollups', rollupColumns(), (table) => [
  primaryKey({ columns: [table.environmentId, table.metric, table.bucket] }),
]);

/**
 * The same rollups by the hour, kept alongside: the 7- and 30-day series read a sixth of the
 * rows (issue 28: the 30-day series in under 30 ms).
 */
export const sensorRollupsHourly = pgTable('sensor_rollups_hourly', rollupColumns(), (table) => [
  primaryKey({ columns: [table.environmentId, table.metric, table.bucket] }),
]);

export const environmentTargets = pgTable(
  'environment_targets',
  {
    environmentId: inEnvironment().notNull(),
    phase: varchar('phase', { length: 16, enum: targetPhases }).notNull(),
    metric: varchar('metric', { length: 16, enum: targetMetrics }).notNull(),
    min: float4('min').notNull(),
    max: float4('max').notNull(),
  },
  (table) => [
    uniqueIndex('environment_targets_key').on(table.environmentId, table.phase, table.metric),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userRef('user_id').notNull(),
    kind: varchar('kind', { length: 16 }).$type<Notification['kind']>().notNull(),
    environmentId: inEnvironment(),
    metric: varchar('metric', { length: 16, enum: readingMetrics }),
    value: float4('value'),
    min: float4('min'),
    max: float4('max'),
    weather: varchar('weather', { length: 8 }).$type<NonNullable<Notification['weather']>>(),
    deviceId: uuid('device_id').references(() => sensorDevices.id, { onDelete: 'cascade' }),
    day: text('day'),
    createdAt: createdAt(),
    readAt: at('read_at'),
    /** Alerts by e-mail: null while not dealt with, `sent`, or `skipped` (within the window). */
    mail: varchar('mail', { length: 8, enum: ['sent', 'skipped'] }),
    mailedAt: at('mailed_at'),
    /** Pushed to the grower's browsers (issue 31); null while not. */
    pushedAt: at('pushed_at'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_alert_idx').on(table.environmentId, table.metric, table.createdAt),
    index('notifications_device_idx').on(table.deviceId, table.createdAt),
  ],
);
