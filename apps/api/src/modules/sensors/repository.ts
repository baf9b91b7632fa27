import type {
  DeviceSource,
  RejectReason,
  TargetMetric,
  TargetPhase,
} from '@maryjane/contract/sensors';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { strains } from '../../db/schema/catalogue';
import { environments, growCycles, inventoryItems } from '../../db/schema/grow';
import { users } from '../../db/schema/users';
import {
  environmentTargets,
  sensorDevices,
  type StoredChannels,
  type StoredMapping,
} from '../../db/schema/sensors';

/** Devices and targets. Every device query is scoped to its owner; none knows HTTP. */
function selectDevices(db: Database) {
  return db
    .select({ device: sensorDevices, environmentName: environments.name })
    .from(sensorDevices)
    .innerJoin(environments, eq(environments.id, sensorDevices.environmentId));
}

export type DeviceRow = Awaited<ReturnType<typeof selectDevices>>[number];

export function listDeviceRows(db: Database, ownerId: string) {
  return selectDevices(db)
    .where(eq(sensorDevices.ownerId, ownerId))
    .orderBy(environments.name, sensorDevices.name);
}

export async function findDeviceRow(db: Database, ownerId: string, id: string) {
  const [row] = await selectDevices(db).where(
    and(eq(sensorDevices.ownerId, ownerId), eq(sensorDevices.id, id)),
  );
  return row ?? null;
}

interface DeviceKey {
  keyHash: string;
  keyPrefix: string;
}

export async function insertDevice(
  db: Database,
  ownerId: string,
  values: {
    name: string;
    environmentId: string;
    source: DeviceSource;
    topic: string | null;
  } & DeviceKey,
): Promise<string> {
  const [row] = await db
    .insert(sensorDevices)
    .values({ ownerId, ...values })
    .returning({ id: sensorDevices.id });
  if (!row) throw new Error('device insert returned nothing');
  return row.id;
}

/** Replaces the device's key; false when it is not the owner's. */
export async function updateDeviceKey(db: Database, ownerId: string, id: string, key: DeviceKey) {
  const updated = await db
    .update(sensorDevices)
    .set(key)
    .where(and(eq(sensorDevices.ownerId, ownerId), eq(sensorDevices.id, id)))
    .returning({ id: sensorDevices.id });
  return updated.length > 0;
}

/** Changes what is given; false when the device is not the owner's. */
export async function updateDeviceRow(
  db: Database,
  ownerId: string,
  id: string,
  values: {
    name?: string;
    environmentId?: string;
    topic?: string;
    mappings?: StoredMapping[];
  },
) {
  const updated = await db
    .update(sensorDevices)
    .set(values)
    .where(and(eq(sensorDevices.ownerId, ownerId), eq(sensorDevices.id, id)))
    .returning({ id: sensorDevices.id });
  return updated.length > 0;
}

export type MappingValues = StoredMapping;

/** Names of the owner's environments among `ids`, by id. */
export async function environmentNames(db: Database, ownerId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: environments.id, name: environments.name })
    .from(environments)
    .where(and(eq(environments.ownerId, ownerId), inArray(environments.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Of `ids`, those that are environments of the owner. */
export async function ownEnvironmentIds(db: Database, ownerId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: environments.id })
    .from(environments)
    .where(and(eq(environments.ownerId, ownerId), inArray(environments.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Every device read from a topic, for the MQTT subscriber's directory. */
export function topicDevices(db: Database) {
  return db
    .select({ id: sensorDevices.id, source: sensorDevices.source, topic: sensorDevices.topic })
    .from(sensorDevices)
    .where(isNotNull(sensorDevices.topic));
}

/** What a message from the device is checked and mapped with. */
export async function findVendorDevice(db: Database, id: string) {
  const [row] = await db
    .select({
      id: sensorDevices.id,
      ownerId: sensorDevices.ownerId,
      environmentId: sensorDevices.environmentId,
      source: sensorDevices.source,
      mappings: sensorDevices.mappings,
      channels: sensorDevices.channels,
    })
    .from(sensorDevices)
    .where(eq(sensorDevices.id, id));
  return row ?? null;
}

/** Counts a refused message on the device. */
export async function recordRejection(db: Database, id: string, reason: RejectReason, now: Date) {
  await db
    .update(sensorDevices)
    .set({
      rejectedCount: sql`${sensorDevices.rejectedCount} + 1`,
      lastRejectedAt: now,
      lastRejection: reason,
    })
    .where(eq(sensorDevices.id, id));
}

/** The device's channels with their newest values, and the moment it was last heard from. */
export async function recordChannels(
  db: Database,
  id: string,
  channels: StoredChannels,
  now: Date,
) {
  await db.update(sensorDevices).set({ channels, lastSeenAt: now }).where(eq(sensorDevices.id, id));
}

export async function deleteDeviceRow(db: Database, ownerId: string, id: string) {
  const deleted = await db
    .delete(sensorDevices)
    .where(and(eq(sensorDevices.ownerId, ownerId), eq(sensorDevices.id, id)))
    .returning({ id: sensorDevices.id });
  return deleted.length > 0;
}

/** A cycle of the environment that has started and is not done. */
const isActiveCycleOf = (environmentId: string) =>
  and(
    eq(growCycles.environmentId, environmentId),
    inArray(growCycles.phase, ['germinate', 'vegetative', 'flowering', 'harvest']),
  );
/** The latest started first. */
const latestFirst = [desc(growCycles.startDate), desc(growCycles.createdAt)];

/** Phase and medium of the environment's latest started cycle that is not done; null if none. */
export async function latestActiveCycle(db: Database, environmentId: string) {
  const [cycle] = await db
    .select({ phase: growCycles.phase, medium: growCycles.growMedium })
    .from(growCycles)
    .where(isActiveCycleOf(environmentId))
    .orderBy(...latestFirst)
    .limit(1);
  return cycle ?? null;
}

/**
 * The phase of the environment's latest active cycle and whether its strain flowers by the
 * light (null when it does not say: no seed line, or a strain without the type).
 */
export async function flowerOfEnvironment(db: Database, environmentId: string) {
  const [cycle] = await db
    .select({ phase: growCycles.phase, floweringType: strains.floweringType })
    .from(growCycles)
    .leftJoin(inventoryItems, eq(inventoryItems.id, growCycles.seedId))
    .leftJoin(strains, eq(strains.id, inventoryItems.strainId))
    .where(isActiveCycleOf(environmentId))
    .orderBy(...latestFirst)
    .limit(1);
  return cycle ?? null;
}

/** The environment's own targets (the defaults are not stored). */
export function targetOverrides(db: Database, environmentId: string) {
  return db
    .select()
    .from(environmentTargets)
    .where(eq(environmentTargets.environmentId, environmentId));
}

export async function replaceTargetRows(
  db: Database,
  environmentId: string,
  targets: { phase: TargetPhase; metric: TargetMetric; min: number; max: number }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(environmentTargets).where(eq(environmentTargets.environmentId, environmentId));
    if (targets.length > 0) {
      await tx
        .insert(environmentTargets)
        .values(targets.map((target) => ({ environmentId, ...target })))
        .onConflictDoUpdate({
          target: [
            environmentTargets.environmentId,
            environmentTargets.phase,
            environmentTargets.metric,
          ],
          set: { min: environmentTargets.min, max: environmentTargets.max },
        });
    }
  });
}

export async function publishesToHomeAssistant(db: Database, userId: string) {
  const [row] = await db
    .select({ publish: users.homeAssistant })
    .from(users)
    .where(eq(users.id, userId));
  return row?.publish ?? false;
}

export async function setPublishToHomeAssistant(db: Database, userId: string, publish: boolean) {
  await db.update(users).set({ homeAssistant: publish }).where(eq(users.id, userId));
}
