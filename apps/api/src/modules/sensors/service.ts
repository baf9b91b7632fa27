import { isUuid } from '@maryjane/contract/ids';
import {
  bucketSeconds,
  type EnvironmentReadings,
  type EnvironmentTargets,
  type ReadingRange,
  type SensorDevice,
  type SensorDeviceWithKey,
  type TargetMetric,
  type TargetPhase,
} from '@maryjane/contract/sensors';
import type { Database } from '../../db/client';
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

export async function listDevices(db: Database, ownerId: string): Promise<SensorDevice[]> {
  return (await repository.listDeviceRows(db, ownerId)).map(presentDevice);
}

async function getDevice(db: Database, ownerId: string, id: string): Promise<SensorDevice> {
  const row = isUuid(id) ? await repository.findDeviceRow(db, ownerId, id) : null;
  if (!row) throw notFound();
  return presentDevice(row);
}

const storedKey = (key: string) => ({ keyHash: hashDeviceKey(key), keyPrefix: keyPrefixOf(key) });

/** A device in one of the grower's environments; its key is shown this once. */
export async function createDevice(
  db: Database,
  ownerId: string,
  body: { name: string; environmentId: string },
): Promise<SensorDeviceWithKey> {
  await requireEnvironmentField(db, ownerId, body.environmentId);
  const key = newDeviceKey();
  const id = await repository.insertDevice(db, ownerId, { ...body, ...storedKey(key) });
  return { ...(await getDevice(db, ownerId, id)), key };
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

export async function deleteDevice(db: Database, ownerId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteDeviceRow(db, ownerId, id))) throw notFound();
}

// ---------------------------------------------------------------------------------------------
// Readings and targets of one of the grower's environments

export async function environmentReadings(
  db: Database,
  ownerId: string,
  environmentId: string,
  range: ReadingRange,
): Promise<EnvironmentReadings> {
  await requireEnvironment(db, ownerId, environmentId);
  // Independent reads: on PostgreSQL they run side by side on the pool's connections.
  const [{ phase, targets: all }, latest, points] = await Promise.all([
    targetsOfEnvironment(db, environmentId),
    latestReadings(db, environmentId),
    rollupPoints(db, environmentId, range, bucketSeconds[range]),
  ]);
  const targets = phase ? all[phase] : undefined;
  return {
    environmentId,
    phase,
    latest: latest.map((row) => presentLatest(row, targets)),
    range,
    series: presentSeries(points),
  };
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
