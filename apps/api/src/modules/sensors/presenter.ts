import {
  readingMetrics,
  type LatestReading,
  type ReadingMetric,
  type SensorDevice,
  type Series,
  type TargetMetric,
  type TargetRange,
} from '@maryjane/contract/sensors';
import type { DeviceRow } from './repository';
import { readingStatus } from './targets';

/**
 * A device as its owner sees it. `names` holds the names of the environments its mappings
 * name; a mapping into an environment that is gone (deleted since) is left out.
 */
export function presentDevice(
  { device, environmentName }: DeviceRow,
  names: Map<string, string>,
): SensorDevice {
  return {
    id: device.id,
    name: device.name,
    environment: { id: device.environmentId, name: environmentName },
    source: device.source,
    topic: device.topic,
    keyPrefix: device.keyPrefix,
    lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
    createdAt: device.createdAt.toISOString(),
    mappings: device.mappings.flatMap(({ channel, environmentId, metric }) => {
      const name = names.get(environmentId);
      return name === undefined
        ? []
        : [{ channel, environment: { id: environmentId, name }, metric }];
    }),
    channels: Object.entries(device.channels)
      .map(([channel, { value, quantity, seenAt }]) => ({ channel, value, quantity, seenAt }))
      .sort((a, b) => a.channel.localeCompare(b.channel, 'en', { numeric: true })),
    rejected: {
      count: device.rejectedCount,
      lastAt: device.lastRejectedAt?.toISOString() ?? null,
      lastReason: device.lastRejection,
    },
  };
}

/** The newest reading of a metric, judged against the target of the current phase if any. */
export function presentLatest(
  row: { metric: ReadingMetric; value: number; recorded_at: Date },
  targets: Partial<Record<TargetMetric, TargetRange>> | undefined,
): LatestReading {
  const target = targets?.[row.metric as TargetMetric];
  return {
    metric: row.metric,
    value: row.value,
    recordedAt: new Date(row.recorded_at).toISOString(),
    status: target ? readingStatus(row.value, target) : 'unknown',
    target: target ? { min: target.min, max: target.max } : null,
  };
}

/** One series per metric that has points, in the order of the contract's metrics. */
export function presentSeries(
  points: { metric: ReadingMetric; bucket: number; avg: number; min: number; max: number }[],
): Series[] {
  return readingMetrics
    .map((metric) => ({
      metric,
      points: points
        .filter((point) => point.metric === metric)
        .map((point) => ({
          at: new Date(Number(point.bucket) * 1000).toISOString(),
          avg: Math.round(Number(point.avg) * 1000) / 1000,
          min: Number(point.min),
          max: Number(point.max),
        })),
    }))
    .filter((entry) => entry.points.length > 0);
}
