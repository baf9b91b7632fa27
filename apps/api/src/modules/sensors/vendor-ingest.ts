import { metricBounds, type RejectReason, type SensorMetric } from '@maryjane/contract/sensors';
import type { Database } from '../../db/client';
import type { StoredChannels } from '../../db/schema/sensors';
import { ingestReadings } from './ingest';
import * as repository from './repository';
import type { ParseResult } from './vendors/types';

/** A device remembers at most this many channels (Home Assistant may carry hundreds). */
export const CHANNELS_MAX = 100;

export type VendorDevice = NonNullable<Awaited<ReturnType<typeof repository.findVendorDevice>>>;

export type VendorOutcome = { accepted: number } | { rejected: RejectReason };

/**
 * Stores what a vendor's device sent (issue 31), as a whole or not at all:
 * - a refused message is counted on the device and nothing else is written; one without a value
 *   MaryJane reads only marks the device seen;
 * - every channel is remembered with its newest value, mapped or not, so that the grower sees
 *   what arrives before mapping it (new channels up to CHANNELS_MAX);
 * - each mapped value becomes a reading of its environment (the grower's own: a mapping into
 *   another environment is dropped); values of one metric for one environment at one moment
 *   (two sensors in one tent) are averaged.
 * A mapped value outside what its metric can be refuses the message (`bad_value`).
 */
export async function ingestVendorMessage(
  db: Database,
  device: VendorDevice,
  result: ParseResult,
  onAlertError: (error: unknown) => void,
  now = new Date(),
): Promise<VendorOutcome> {
  if (!result.ok && result.reason === 'no_values') {
    // A device's other messages (a battery level, Home Assistant's `unavailable`): alive, and
    // nothing wrong with what it sent.
    await repository.recordChannels(db, device.id, device.channels, now);
    return { accepted: 0 };
  }
  if (!result.ok) return reject(db, device, result.reason, now);
  const byChannel = new Map(result.values.map((value) => [value.channel, value]));
  const mapped = device.mappings.flatMap((mapping) => {
    const value = byChannel.get(mapping.channel);
    return value ? [{ ...mapping, value: value.value }] : [];
  });
  for (const { metric, value } of mapped) {
    const bounds = metricBounds[metric];
    if (!Number.isFinite(value) || value < bounds.min || value > bounds.max) {
      return reject(db, device, 'bad_value', now);
    }
  }
  const own = await repository.ownEnvironmentIds(db, device.ownerId, [
    ...new Set(mapped.map((mapping) => mapping.environmentId)),
  ]);
  const byEnvironment = new Map<string, Map<SensorMetric, number[]>>();
  for (const { environmentId, metric, value } of mapped) {
    if (!own.has(environmentId)) continue;
    const metrics = byEnvironment.get(environmentId) ?? new Map<SensorMetric, number[]>();
    metrics.set(metric, [...(metrics.get(metric) ?? []), value]);
    byEnvironment.set(environmentId, metrics);
  }
  const recordedAt = (result.recordedAt ?? now).toISOString();
  let accepted = 0;
  await db.transaction(async (tx) => {
    await repository.recordChannels(
      tx,
      device.id,
      mergeChannels(device.channels, result, now),
      now,
    );
    for (const [environmentId, metrics] of byEnvironment) {
      const readings = [...metrics].map(([metric, values]) => ({
        metric,
        value: values.reduce((sum, value) => sum + value, 0) / values.length,
        recordedAt,
      }));
      accepted += await ingestReadings(
        tx,
        { id: device.id, ownerId: device.ownerId, environmentId },
        readings,
        onAlertError,
        now,
      );
    }
  });
  return { accepted };
}

async function reject(
  db: Database,
  device: VendorDevice,
  reason: RejectReason,
  now: Date,
): Promise<VendorOutcome> {
  await repository.recordRejection(db, device.id, reason, now);
  return { rejected: reason };
}

/**
 * The stored channels with this message's values; a new channel only while there is room. A
 * Map, not an object: a channel is named by the device (`__proto__` included).
 */
function mergeChannels(
  stored: StoredChannels,
  result: Extract<ParseResult, { ok: true }>,
  now: Date,
): StoredChannels {
  const merged = new Map(Object.entries(stored));
  const seenAt = (result.recordedAt ?? now).toISOString();
  for (const { channel, value, quantity } of result.values) {
    if (!merged.has(channel) && merged.size >= CHANNELS_MAX) continue;
    merged.set(channel, { value, quantity, seenAt });
  }
  return Object.fromEntries(merged);
}
