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

export function presentDevice({ device, environmentName }: DeviceRow): SensorDevice {
  return {
    id: device.id,
    name: device.name,
    environment: { id: device.environmentId, name: environmentName },
    keyPrefix: device.keyPrefix,
    lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
    createdAt: device.createdAt.toISOString(),
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
