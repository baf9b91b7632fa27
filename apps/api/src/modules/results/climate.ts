import type { IsoDate } from '@maryjane/contract/dates';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import {
  CLIMATE_SERIES_STEP_HOURS,
  type PhaseClimate,
  type ReportClimatePoint,
} from '@maryjane/contract/results';
import {
  vapourPressureDeficit,
  type EnvironmentTargets,
  type TargetMetric,
  type TargetPhase,
  type TargetRange,
} from '@maryjane/contract/sensors';
import { round } from './costs';
import type { RollupRow } from './repository';

/**
 * The climate a cycle grew in (issue 27), from its environment's ten-minute rollups
 * (sensor_rollups: count, sum, min and max of the readings in each bucket). Per phase: the mean
 * of the readings (sum over count), the lowest and highest reading, and the share of buckets whose
 * mean lies in the phase's target (bounds included, as the dashboard's status); VPD per bucket
 * from the bucket's mean temperature and humidity (leaf VPD, sensors contract), where both exist.
 * Phases run from their first day 00:00 UTC to the next phase's first day, the current one to now.
 */

const BUCKET_HOURS = 10 / 60;
const HOUR_MS = 3_600_000;

interface Bucket {
  at: number;
  temperature?: { count: number; sum: number; min: number; max: number };
  humidity?: { count: number; sum: number; min: number; max: number };
}

/** Rollup rows → one bucket per ten minutes with its temperature and humidity. */
export function bucketsOf(rows: RollupRow[]): Bucket[] {
  const byTime = new Map<number, Bucket>();
  for (const row of rows) {
    const at = row.bucket.getTime();
    const bucket = byTime.get(at) ?? { at };
    const values = { count: row.count, sum: row.sum, min: row.min, max: row.max };
    if (row.metric === 'air_temperature') bucket.temperature = values;
    else if (row.metric === 'humidity') bucket.humidity = values;
    byTime.set(at, bucket);
  }
  return [...byTime.values()].sort((a, b) => a.at - b.at);
}

const mean = (values: { count: number; sum: number }) => values.sum / values.count;

function vpdOf(bucket: Bucket): number | null {
  if (!bucket.temperature || !bucket.humidity) return null;
  return vapourPressureDeficit(mean(bucket.temperature), mean(bucket.humidity));
}

type Target = TargetRange | undefined;

function summary(
  samples: { mean: number; min: number; max: number; weight: number; sum: number }[],
  target: Target,
  digits: number,
) {
  if (samples.length === 0) {
    return {
      mean: null,
      min: null,
      max: null,
      inTarget: null,
      target: target ? range(target) : null,
    };
  }
  const weight = samples.reduce((sum, each) => sum + each.weight, 0);
  const total = samples.reduce((sum, each) => sum + each.sum, 0);
  const inside = target
    ? samples.filter((each) => each.mean >= target.min && each.mean <= target.max).length
    : null;
  return {
    mean: round(total / weight, digits),
    min: round(Math.min(...samples.map((each) => each.min)), digits),
    max: round(Math.max(...samples.map((each) => each.max)), digits),
    inTarget: inside === null ? null : round(inside / samples.length, 3),
    target: target ? range(target) : null,
  };
}

const range = (target: TargetRange) => ({ min: target.min, max: target.max });

const reading = (values: Bucket['temperature']) =>
  values
    ? [
        {
          mean: mean(values),
          min: values.min,
          max: values.max,
          weight: values.count,
          sum: values.sum,
        },
      ]
    : [];

/** One phase's climate from its buckets and targets. */
export function phaseClimate(
  phase: TargetPhase,
  period: { from: Date; to: Date },
  buckets: Bucket[],
  targets: Partial<Record<TargetMetric, TargetRange>>,
): PhaseClimate {
  const inside = buckets.filter(
    (bucket) => bucket.at >= period.from.getTime() && bucket.at < period.to.getTime(),
  );
  const vpds = inside.flatMap((bucket) => {
    const vpd = vpdOf(bucket);
    return vpd === null ? [] : [{ mean: vpd, min: vpd, max: vpd, weight: 1, sum: vpd }];
  });
  return {
    phase,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    airTemperature: summary(
      inside.flatMap((b) => reading(b.temperature)),
      targets.air_temperature,
      1,
    ),
    humidity: summary(
      inside.flatMap((b) => reading(b.humidity)),
      targets.humidity,
      1,
    ),
    vpd: summary(vpds, targets.vpd, 2),
    hoursWithReadings: round(inside.length * BUCKET_HOURS, 1),
    hours: round(Math.max(0, period.to.getTime() - period.from.getTime()) / HOUR_MS, 1),
  };
}

const startOfDay = (day: IsoDate) => new Date(`${day}T00:00:00.000Z`);

/** The periods of the phases the cycle reached: first day 00:00 UTC to the next's, or `now`. */
export function phasePeriods(cycle: GrowCycle, now: Date) {
  return cycle.schedule.phases.flatMap((phase) =>
    phase.actualStart === null
      ? []
      : [
          {
            phase: phase.phase,
            from: startOfDay(phase.actualStart),
            to: phase.actualEnd === null ? now : startOfDay(phase.actualEnd),
          },
        ],
  );
}

/** The whole cycle's span: its start to its end (completed) or now. */
export function cycleSpan(cycle: GrowCycle, now: Date) {
  const periods = phasePeriods(cycle, now);
  return { from: startOfDay(cycle.startDate), to: periods.at(-1)?.to ?? now };
}

export type PhaseTargets = EnvironmentTargets['targets'];

/**
 * Means over every `CLIMATE_SERIES_STEP_HOURS` hours (UTC, from midnight) for the report's chart;
 * VPD from the step's mean temperature and humidity. Steps without readings are left out.
 */
export function climateSeries(buckets: Bucket[]): ReportClimatePoint[] {
  const step = CLIMATE_SERIES_STEP_HOURS * HOUR_MS;
  const steps = new Map<number, { t: number; tn: number; h: number; hn: number }>();
  for (const bucket of buckets) {
    const at = Math.floor(bucket.at / step) * step;
    const sums = steps.get(at) ?? { t: 0, tn: 0, h: 0, hn: 0 };
    if (bucket.temperature) {
      sums.t += bucket.temperature.sum;
      sums.tn += bucket.temperature.count;
    }
    if (bucket.humidity) {
      sums.h += bucket.humidity.sum;
      sums.hn += bucket.humidity.count;
    }
    steps.set(at, sums);
  }
  return [...steps.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, sums]) => {
      const temperature = sums.tn > 0 ? sums.t / sums.tn : null;
      const humidity = sums.hn > 0 ? sums.h / sums.hn : null;
      return {
        at: new Date(at).toISOString(),
        airTemperature: temperature === null ? null : round(temperature, 1),
        humidity: humidity === null ? null : round(humidity, 1),
        vpd:
          temperature === null || humidity === null
            ? null
            : round(vapourPressureDeficit(temperature, humidity), 2),
      };
    });
}
