import { isUuid } from '@maryjane/contract/ids';
import {
  bucketSeconds,
  channelMappingsSchema,
  deviceSources,
  deviceTopicSchema,
  isTopicSource,
  type DeviceSource,
  type EnvironmentReadings,
  type SensorDeviceUpdate,
  type EnvironmentTargets,
  type ReadingRange,
  type SensorDevice,
  type SensorDeviceWithKey,
  type TargetMetric,
  type TargetPhase,
} from '@maryjane/contract/sensors';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../platform/errors';
import { fieldError } from '../../platform/http/field-error';
import { notFound } from '../../platform/http-errors';
import { requireEnvironment, requireEnvironmentField } from '../environments/service';
import { hashDeviceKey, keyPrefixOf, newDeviceKey } from './device-keys';
import { presentDevice, presentLatest, presentSeries } from './presenter';
import { latestReadings, rebuildRollups, rollupPoints } from './readings-repository';
import * as repository from './repository';
import { effectiveTargets, targetPhaseOf, targetsOfEnvironment } from './targets';

/** For harvest results: a grow phase's target phase, and an environment's targets for a medium. */
export { effectiveTargets, targetPhaseOf };
/** For the import: the rollups follow from the readings it stored. */
export { rebuildRollups };

// ---------------------------------------------------------------------------------------------
// Devices

/** The names of the environments a device's mappings name, for showing them. */
async function environmentNames(db: Database, ownerId: string, rows: repository.DeviceRow[]) {
  const ids = [...new Set(rows.flatMap((row) => row.device.mappings.map((m) => m.environmentId)))];
  return repository.environmentNames(db, ownerId, ids);
}

export async function listDevices(db: Database, ownerId: string): Promise<SensorDevice[]> {
  const rows = await repository.listDeviceRows(db, ownerId);
  const names = await environmentNames(db, ownerId, rows);
  return rows.map((row) => presentDevice(row, names));
}

async function getDevice(db: Database, ownerId: string, id: string): Promise<SensorDevice> {
  const row = isUuid(id) ? await repository.findDeviceRow(db, ownerId, id) : null;
  if (!row) throw notFound();
  return presentDevice(row, await environmentNames(db, ownerId, [row]));
}

/** Two devices never read one topic: each would store the other's values. */
async function topicTakenGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('topic', 'topicTaken');
    throw error;
  }
}

const deviceSourceSchema = z.enum(deviceSources);

const storedKey = (key: string) => ({ keyHash: hashDeviceKey(key), keyPrefix: keyPrefixOf(key) });

/** A device in one of the grower's environments; its key is shown this once. */
export async function createDevice(
  db: Database,
  ownerId: string,
  body: { name: string; environmentId: string; source: DeviceSource; topic?: string | null },
): Promise<SensorDeviceWithKey> {
  await requireEnvironmentField(db, ownerId, body.environmentId);
  const key = newDeviceKey();
  const topic = isTopicSource(body.source) ? (body.topic ?? null) : null;
  const id = await topicTakenGuard(() =>
    repository.insertDevice(db, ownerId, { ...body, topic, ...storedKey(key) }),
  );
  return { ...(await getDevice(db, ownerId, id)), key };
}

/**
 * Renames, moves or re-maps a device. Every environment named must be the grower's (a mapping
 * into someone else's would store readings there); a topic is only for topic sources.
 */
export async function updateDevice(
  db: Database,
  ownerId: string,
  id: string,
  body: SensorDeviceUpdate & { mappings?: repository.MappingValues[] },
): Promise<SensorDevice> {
  const current = isUuid(id) ? await repository.findDeviceRow(db, ownerId, id) : null;
  if (!current) throw notFound();
  if (body.environmentId) await requireEnvironmentField(db, ownerId, body.environmentId);
  if (body.topic !== undefined && !isTopicSource(current.device.source)) {
    throw fieldError('topic', 'invalid');
  }
  if (body.mappings) {
    const named = body.mappings.map((mapping) => mapping.environmentId);
    const own = await repository.ownEnvironmentIds(db, ownerId, named);
    const foreign = named.findIndex((environmentId) => !own.has(environmentId));
    if (foreign !== -1) throw fieldError(`mappings.${foreign}.environmentId`, 'notFound');
  }
  await topicTakenGuard(() =>
    repository.updateDeviceRow(db, ownerId, id, {
      name: body.name,
      environmentId: body.environmentId,
      topic: body.topic,
      mappings: body.mappings,
    }),
  );
  return getDevice(db, ownerId, id);
}

/** A new key for the device; the old one stops working at once. */
export async function renewKey(
  db: Database,
  ownerId: string,
  id: string,
): Promise<SensorDeviceWithKey> {
  const key = newDeviceKey();
  if (!isUuid(id) || !(await repository.updateDeviceKey(db, ownerId, id, storedKey(key)))) {
    throw notFound();
  }
  return { ...(await getDevice(db, ownerId, id)), key };
}

/** Topics some device reads already: an imported device may not take one (see below). */
export async function takenTopics(db: Database): Promise<Set<string>> {
  const rows = await repository.topicDevices(db);
  return new Set(rows.flatMap((row) => (row.topic ? [row.topic] : [])));
}

/**
 * An imported device's source, topic and mappings, checked as the API checks them, its mappings
 * pointed at the imported environments. A topic another device reads is left empty (the grower
 * names one again, as they renew the key); a topic taken here is added to `taken`.
 */
export function importedDeviceSetup(
  row: Record<string, unknown>,
  environments: Map<string, string>,
  taken: Set<string>,
):
  | { values: { source: DeviceSource; topic: string | null; mappings: repository.MappingValues[] } }
  | { problem: { field: string; code: 'invalid' | 'notFound' } } {
  const source = deviceSourceSchema.safeParse(row.source ?? 'maryjane');
  if (!source.success) return { problem: { field: 'source', code: 'invalid' } };
  const mappings = channelMappingsSchema.safeParse(row.mappings ?? []);
  if (!mappings.success) return { problem: { field: 'mappings', code: 'invalid' } };
  const remapped: repository.MappingValues[] = [];
  for (const [index, mapping] of mappings.data.entries()) {
    const environmentId = environments.get(mapping.environmentId);
    if (!environmentId)
      return { problem: { field: `mappings.${index}.environmentId`, code: 'notFound' } };
    remapped.push({ ...mapping, environmentId });
  }
  const topic = deviceTopicSchema.safeParse(row.topic);
  const free = isTopicSource(source.data) && topic.success && !taken.has(topic.data);
  if (free) taken.add(topic.data);
  return { values: { source: source.data, topic: free ? topic.data : null, mappings: remapped } };
}

export async function deleteDevice(db: Database, ownerId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteDeviceRow(db, ownerId, id))) throw notFound();
}

// ---------------------------------------------------------------------------------------------
// Readings and targets of one of the grower's environments

/**
 * The phase the environment is in and its newest readings, each judged against its target (the
 * dashboard's latest readings; Home Assistant's states).
 */
export async function latestOfEnvironment(db: Database, environmentId: string) {
  const [{ phase, targets: all }, latest] = await Promise.all([
    targetsOfEnvironment(db, environmentId),
    latestReadings(db, environmentId),
  ]);
  const targets = phase ? all[phase] : undefined;
  return { phase, latest: latest.map((row) => presentLatest(row, targets)) };
}

export async function environmentReadings(
  db: Database,
  ownerId: string,
  environmentId: string,
  range: ReadingRange,
): Promise<EnvironmentReadings> {
  await requireEnvironment(db, ownerId, environmentId);
  // Independent reads: on PostgreSQL they run side by side on the pool's connections.
  const [{ phase, latest }, points] = await Promise.all([
    latestOfEnvironment(db, environmentId),
    rollupPoints(db, environmentId, range, bucketSeconds[range]),
  ]);
  return { environmentId, phase, latest, range, series: presentSeries(points) };
}

export async function environmentTargets(
  db: Database,
  ownerId: string,
  environmentId: string,
): Promise<EnvironmentTargets> {
  await requireEnvironment(db, ownerId, environmentId);
  return targetsOfEnvironment(db, environmentId);
}

/** Replaces the environment's own targets; a phase and metric left out falls back to default. */
export async function replaceTargets(
  db: Database,
  ownerId: string,
  environmentId: string,
  targets: { phase: TargetPhase; metric: TargetMetric; min: number; max: number }[],
): Promise<EnvironmentTargets> {
  await requireEnvironment(db, ownerId, environmentId);
  await repository.replaceTargetRows(db, environmentId, targets);
  return targetsOfEnvironment(db, environmentId);
}
