import { ErrorCode } from '@maryjane/contract/error-codes';
import { ALERT_WINDOW_MS } from '@maryjane/contract/notifications';
import {
  targetMetrics,
  vapourPressureDeficit,
  type SensorMetric,
  type TargetMetric,
} from '@maryjane/contract/sensors';
import type { Database } from '../../db/client';
import { HttpError } from '../../platform/http-errors';
import { notifyReading } from '../notifications/service';
import { hashDeviceKey, isPlausibleDeviceKey } from './device-keys';
import { checkLightLeak } from './light-leak';
import {
  findDeviceByKeyHash,
  storeReadings,
  storedClimate,
  type StoredReading,
} from './readings-repository';
import { readingStatus, targetsOfEnvironment } from './targets';

export interface Device {
  id: string;
  ownerId: string;
  environmentId: string;
}

export async function findDeviceByKey(db: Database, key: string): Promise<Device | null> {
  if (!isPlausibleDeviceKey(key)) return null;
  return findDeviceByKeyHash(db, hashDeviceKey(key));
}

/** The device a request's `X-Device-Key` belongs to; 401 for a missing, unknown or revoked key. */
export async function requireDevice(db: Database, key: unknown): Promise<Device> {
  const device = typeof key === 'string' ? await findDeviceByKey(db, key) : null;
  if (!device) throw new HttpError(401, ErrorCode.unauthorized, 'Unknown or revoked device key');
  return device;
}

/** Air temperature and humidity taken within this time of each other make a VPD reading. */
const VPD_PAIRING_MS = 10 * 60_000;

/**
 * VPD for each air temperature or humidity reading: paired with the other one of the same
 * moment in the batch, else with the latest stored one from the last ten minutes.
 */
async function deriveVpd(
  db: Database,
  environmentId: string,
  readings: StoredReading[],
): Promise<StoredReading[]> {
  const byTime = new Map<number, { t?: number; h?: number }>();
  for (const reading of readings) {
    if (reading.metric !== 'air_temperature' && reading.metric !== 'humidity') continue;
    const slot = byTime.get(reading.recordedAt.getTime()) ?? {};
    if (reading.metric === 'air_temperature') slot.t = reading.value;
    else slot.h = reading.value;
    byTime.set(reading.recordedAt.getTime(), slot);
  }
  // Moments that lack one of the two: their partner comes from what is stored, fetched at once.
  const unpaired = [...byTime]
    .filter(([, slot]) => slot.t === undefined || slot.h === undefined)
    .map(([time]) => time);
  const stored =
    unpaired.length > 0
      ? await storedClimate(
          db,
          environmentId,
          new Date(Math.min(...unpaired) - VPD_PAIRING_MS),
          new Date(Math.max(...unpaired)),
        )
      : [];
  const latestBefore = (metric: SensorMetric, time: number): number | undefined => {
    let found: number | undefined;
    for (const reading of stored) {
      const at = reading.recordedAt.getTime();
      if (reading.metric !== metric || at > time) continue;
      if (at < time - VPD_PAIRING_MS) continue;
      found = reading.value; // ordered by time: the last one that fits is the latest
    }
    return found;
  };
  const derived: StoredReading[] = [];
  for (const [time, slot] of byTime) {
    const t = slot.t ?? latestBefore('air_temperature', time);
    const h = slot.h ?? latestBefore('humidity', time);
    if (t === undefined || h === undefined) continue;
    derived.push({
      metric: 'vpd',
      value: Math.round(vapourPressureDeficit(t, h) * 1000) / 1000,
      recordedAt: new Date(time),
    });
  }
  return derived;
}

/**
 * A notification for each target metric whose newest reading of the batch is outside the
 * environment's target for its phase (pH for its grow's medium), unless one for that metric and
 * environment was made within the hour. Readings older than the window (a device catching up) do not alert.
 */
async function raiseAlerts(db: Database, device: Device, readings: StoredReading[], now: Date) {
  const newest = new Map<TargetMetric, StoredReading>();
  for (const reading of readings) {
    if (!(targetMetrics as readonly string[]).includes(reading.metric)) continue;
    if (now.getTime() - reading.recordedAt.getTime() > ALERT_WINDOW_MS) continue;
    const metric = reading.metric as TargetMetric;
    const current = newest.get(metric);
    if (!current || current.recordedAt < reading.recordedAt) newest.set(metric, reading);
  }
  if (newest.size === 0) return;
  const { phase, targets: all } = await targetsOfEnvironment(db, device.environmentId);
  if (!phase) return;
  const targets = all[phase];
  for (const [metric, reading] of newest) {
    const target = targets[metric];
    if (!target || readingStatus(reading.value, target) === 'ok') continue;
    await notifyReading(
      db,
      {
        userId: device.ownerId,
        environmentId: device.environmentId,
        metric,
        value: reading.value,
        min: target.min,
        max: target.max,
      },
      now,
    );
  }
}

/** Stores a device's readings (and the VPD they allow) in one statement, then checks targets. */
export async function ingestReadings(
  db: Database,
  device: Device,
  readings: { metric: SensorMetric; value: number; recordedAt?: string }[],
  onAlertError: (error: unknown) => void,
  now = new Date(),
): Promise<number> {
  const stored: StoredReading[] = readings.map((reading) => ({
    metric: reading.metric,
    value: reading.value,
    recordedAt: reading.recordedAt ? new Date(reading.recordedAt) : now,
  }));
  const all = [...stored, ...(await deriveVpd(db, device.environmentId, stored))];
  await storeReadings(db, device, all, now);
  // The readings are stored: a failure to notify must not tell the device to send them again.
  await raiseAlerts(db, device, all, now).catch((error: unknown) => onAlertError(error));
  await checkLightLeak(db, device, all, now).catch((error: unknown) => onAlertError(error));
  return readings.length;
}
