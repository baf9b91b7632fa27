import { z } from 'zod';
import { metricBounds, readingMetrics, readingRanges, sensorMetrics } from './sensor-metrics';
import { requiredName } from './zod-helpers';

export * from './sensor-metrics';

/**
 * Sensor devices and their readings (spec §3 "Sensor readings"), targets per grow phase and the
 * vapour-pressure deficit derived from air temperature and humidity.
 */

/** Saturation vapour pressure (kPa) over water at `celsius` (Tetens). */
export function saturationVapourPressure(celsius: number): number {
  return 0.6108 * Math.exp((17.27 * celsius) / (celsius + 237.3));
}

/**
 * How much cooler a leaf is than the air around it, for VPD. Transpiring leaves sit about
 * 1–2 °C below the air (../shared/research/GROWERS.md); the common VPD charts growers read, and
 * the target bands below, assume 2 °C.
 */
export const LEAF_TEMPERATURE_OFFSET_C = 2;

/**
 * Leaf vapour-pressure deficit (kPa): saturation pressure at the leaf minus the vapour pressure
 * of the air at `celsius` and `relativeHumidity` %. With `leafOffset` 0 it is the air's own deficit.
 */
export function vapourPressureDeficit(
  celsius: number,
  relativeHumidity: number,
  leafOffset: number = LEAF_TEMPERATURE_OFFSET_C,
): number {
  const air = saturationVapourPressure(celsius) * (relativeHumidity / 100);
  return Math.max(0, saturationVapourPressure(celsius - leafOffset) - air);
}

export const READINGS_PER_BATCH_MAX = 1000;
/** A reading may be stamped up to this far in the future (clock drift) … */
export const FUTURE_SKEW_MS = 5 * 60_000;
/** … and no further back than this. */
export const PAST_LIMIT_MS = 366 * 86_400_000;

export const readingSchema = z
  .object({
    metric: z.enum(sensorMetrics, 'invalid'),
    value: z.number('invalid').finite('invalid'),
    recordedAt: z.iso.datetime({ offset: true, error: 'date' }).optional(),
  })
  .superRefine((reading, context) => {
    const bounds = metricBounds[reading.metric];
    if (reading.value < bounds.min || reading.value > bounds.max) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'outOfRange' });
    }
    if (reading.recordedAt) {
      const at = Date.parse(reading.recordedAt);
      const now = Date.now();
      if (at > now + FUTURE_SKEW_MS || at < now - PAST_LIMIT_MS) {
        context.addIssue({ code: 'custom', path: ['recordedAt'], message: 'outOfRange' });
      }
    }
  });
export type Reading = z.input<typeof readingSchema>;

/** The batch inside a body: an array, `{ readings: [...] }`, or one reading. */
function batchOf(body: unknown): unknown {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object' && 'readings' in body) return body.readings;
  return [body];
}

/**
 * One reading, an array of readings or `{ readings: [...] }`, as an array; each is checked, with
 * its index in the error path (`3.value`), against what its metric can physically be.
 */
export const readingsBodySchema = z.preprocess(
  batchOf,
  z.array(readingSchema).min(1, 'required').max(READINGS_PER_BATCH_MAX, 'outOfRange'),
);

export const ingestResultSchema = z.object({ accepted: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Devices

export const sensorDeviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  environment: z.object({ id: z.uuid(), name: z.string() }),
  /** The first characters of the key, to tell keys apart; the key itself is never shown again. */
  keyPrefix: z.string(),
  lastSeenAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type SensorDevice = z.infer<typeof sensorDeviceSchema>;

/** The answer that creates a device (or a new key): the only time the key is shown. */
export const sensorDeviceWithKeySchema = sensorDeviceSchema.extend({ key: z.string() });
export type SensorDeviceWithKey = z.infer<typeof sensorDeviceWithKeySchema>;

export const sensorDeviceBodySchema = z.object({
  name: requiredName,
  environmentId: z.uuid('required'),
});
export type SensorDeviceBody = z.input<typeof sensorDeviceBodySchema>;

// ---------------------------------------------------------------------------------------------
// Targets per phase

export const targetPhases = ['seedling', 'vegetative', 'flowering', 'drying'] as const;
export type TargetPhase = (typeof targetPhases)[number];
export const targetMetrics = ['air_temperature', 'humidity', 'vpd', 'ph'] as const;
export type TargetMetric = (typeof targetMetrics)[number];

export interface TargetRange {
  min: number;
  max: number;
}

/**
 * Default targets, documented with their sources in the README (Sensors → Targets and alerts):
 * Jin, Jin and Chen 2019 (https://doi.org/10.4236/ajps.2019.106067) for temperature, humidity
 * and drying; the leaf-VPD bands growers' charts use (seedlings 0.4–0.8 kPa, veg 0.8–1.2,
 * flower 1.0–1.5). pH 6.0–7.0 suits soil; coco and hydro growers override it with 5.5–6.5.
 * Temperatures and humidity are chosen to land inside the VPD band at a leaf 2 °C below the air.
 */
export const defaultTargets: Record<TargetPhase, Partial<Record<TargetMetric, TargetRange>>> = {
  seedling: {
    air_temperature: { min: 20, max: 26 },
    humidity: { min: 65, max: 80 },
    vpd: { min: 0.4, max: 0.8 },
    ph: { min: 6, max: 7 },
  },
  vegetative: {
    air_temperature: { min: 22, max: 28 },
    humidity: { min: 50, max: 70 },
    vpd: { min: 0.8, max: 1.2 },
    ph: { min: 6, max: 7 },
  },
  flowering: {
    air_temperature: { min: 20, max: 26 },
    humidity: { min: 40, max: 55 },
    vpd: { min: 1, max: 1.5 },
    ph: { min: 6, max: 7 },
  },
  drying: {
    air_temperature: { min: 15, max: 21 },
    humidity: { min: 55, max: 65 },
  },
};

export const targetOverrideSchema = z
  .object({
    phase: z.enum(targetPhases, 'required'),
    metric: z.enum(targetMetrics, 'required'),
    min: z.number('invalid').finite('invalid'),
    max: z.number('invalid').finite('invalid'),
  })
  .superRefine((target, ctx) => {
    // A target a sensor could never report is a typo, not a target.
    const bounds = metricBounds[target.metric];
    for (const key of ['min', 'max'] as const) {
      if (target[key] < bounds.min || target[key] > bounds.max) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'outOfRange' });
      }
    }
    if (target.min >= target.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'outOfRange' });
    }
  });

export const targetsBodySchema = z.object({
  targets: z
    .array(targetOverrideSchema)
    .max(targetPhases.length * targetMetrics.length, 'outOfRange')
    .superRefine((targets, ctx) => {
      // One override per phase and metric: a second one would say two different things.
      const seen = new Set<string>();
      targets.forEach((target, index) => {
        const key = `${target.phase}/${target.metric}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'metric'], message: 'duplicate' });
        seen.add(key);
      });
    }),
});

export const environmentTargetsSchema = z.object({
  environmentId: z.uuid(),
  /** Effective targets: defaults with this environment's overrides applied. */
  targets: z.record(
    z.enum(targetPhases),
    z.partialRecord(
      z.enum(targetMetrics),
      z.object({ min: z.number(), max: z.number(), custom: z.boolean() }),
    ),
  ),
});

// ---------------------------------------------------------------------------------------------
// Readings for the dashboard

export const readingStatusSchema = z.enum(['ok', 'low', 'high', 'unknown']);
export type ReadingStatus = z.infer<typeof readingStatusSchema>;

export const latestReadingSchema = z.object({
  metric: z.enum(readingMetrics),
  value: z.number(),
  recordedAt: z.iso.datetime(),
  status: readingStatusSchema,
  target: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type LatestReading = z.infer<typeof latestReadingSchema>;

export const seriesSchema = z.object({
  metric: z.enum(readingMetrics),
  points: z.array(
    z.object({ at: z.iso.datetime(), avg: z.number(), min: z.number(), max: z.number() }),
  ),
});
export type Series = z.infer<typeof seriesSchema>;

export const environmentReadingsSchema = z.object({
  environmentId: z.uuid(),
  /** The phase whose targets apply (from the environment's active grow cycle), if any. */
  phase: z.enum(targetPhases).nullable(),
  latest: z.array(latestReadingSchema),
  range: z.enum(readingRanges),
  series: z.array(seriesSchema),
});
export type EnvironmentReadings = z.infer<typeof environmentReadingsSchema>;

export const readingsQuerySchema = z.object({
  range: z.enum(readingRanges, 'invalid').default('24h'),
});
