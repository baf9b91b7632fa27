import { z } from 'zod';
import { growMediums, type GrowMedium } from './phases';
import { metricBounds, readingMetrics, readingRanges, sensorMetrics } from './sensor-metrics';
import { SINGLE_LINE_CONTROL } from './validation';
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
 * 1–2 °C below the air (../shared/research/GROWERS.md); the app's VPD guide
 * (content/{en,de}/guides/increasing-yield/climate-and-vpd.md) and the target bands below use
 * 1.5 °C.
 */
export const LEAF_TEMPERATURE_OFFSET_C = 1.5;

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
const readingsArraySchema = z
  .array(readingSchema)
  .min(1, 'required')
  .max(READINGS_PER_BATCH_MAX, 'outOfRange');
export const readingsBodySchema = z.preprocess(batchOf, readingsArraySchema);

/** The readings body as the API document shows it: each of the shapes it accepts. */
export const readingsBodyShapesSchema = z.union([
  readingsArraySchema,
  z.object({ readings: readingsArraySchema }),
  readingSchema,
]);

export const ingestResultSchema = z.object({ accepted: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Devices

/**
 * Where a device's values come from (issue 31): MaryJane's own JSON (over HTTP with the key, or
 * MQTT on `maryjane/<key>/readings`), an Ecowitt gateway's "customized upload" (HTTP, to a URL
 * holding the key), or a topic on the broker that a Tasmota, ESPHome or Shelly device or Home
 * Assistant's MQTT statestream publishes to.
 */
export const deviceSources = [
  'maryjane',
  'ecowitt',
  'tasmota',
  'esphome',
  'shelly',
  'home_assistant',
] as const;
export type DeviceSource = (typeof deviceSources)[number];
/** Sources read from a topic the grower names; MaryJane subscribes to it. */
export const topicSources = ['tasmota', 'esphome', 'shelly', 'home_assistant'] as const;
export type TopicSource = (typeof topicSources)[number];
export const isTopicSource = (source: DeviceSource): source is TopicSource =>
  (topicSources as readonly string[]).includes(source);

/**
 * The MQTT topic filters MaryJane subscribes to for a device of `source` whose topic is `topic`:
 * only what carries sensor values (a Shelly's announce and info messages never arrive). The web
 * shows them so that the grower can check them against their device.
 */
export function subscriptionTopics(source: TopicSource, topic: string): string[] {
  const root = topic.trim().replace(/\/+$/, '');
  switch (source) {
    case 'tasmota':
      // Tasmota's FullTopic is configurable: a topic that already is the SENSOR topic stays.
      return [root.endsWith('/SENSOR') ? root : `tele/${root}/SENSOR`];
    case 'esphome':
    case 'home_assistant':
      return [`${root}/sensor/+/state`];
    case 'shelly':
      return [`${root}/sensor/+`, `${root}/status/+`, `${root}/events/rpc`];
  }
}

/** Why a device's message was refused; counted per device. */
export const rejectReasons = ['malformed', 'bad_value', 'no_values', 'bad_time'] as const;
export type RejectReason = (typeof rejectReasons)[number];

export const TOPIC_MAX_LENGTH = 200;
/**
 * A topic a device publishes under: one MQTT topic name, no wildcards (a grower subscribes to
 * their device, not to the broker), nothing under MaryJane's own `maryjane/` and no `$SYS`.
 */
export const deviceTopicSchema = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(TOPIC_MAX_LENGTH, 'topic')
  .refine(
    (topic) =>
      !/[+#]/.test(topic) &&
      !SINGLE_LINE_CONTROL.test(topic) &&
      !topic.startsWith('$') &&
      !topic.startsWith('/') &&
      !topic.endsWith('/') &&
      !topic.includes('//') &&
      !/^maryjane(\/|$)/i.test(topic),
    'topic',
  );

export const CHANNEL_MAX_LENGTH = 100;
export const MAPPINGS_MAX = 64;

/** Where one of a device's channels goes: an environment and the metric it is stored as. */
export const channelMappingSchema = z.object({
  channel: z.string('required').min(1, 'required').max(CHANNEL_MAX_LENGTH, 'invalid'),
  environmentId: z.uuid('required'),
  metric: z.enum(sensorMetrics, 'invalid'),
});
export type ChannelMapping = z.infer<typeof channelMappingSchema>;

export const channelMappingsSchema = z
  .array(channelMappingSchema)
  .max(MAPPINGS_MAX, 'tooMany')
  .superRefine((mappings, context) => {
    const seen = new Set<string>();
    mappings.forEach((mapping, index) => {
      if (seen.has(mapping.channel)) {
        context.addIssue({ code: 'custom', path: [index, 'channel'], message: 'duplicate' });
      }
      seen.add(mapping.channel);
    });
  });

const environmentRef = z.object({ id: z.uuid(), name: z.string() });

export const sensorDeviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  environment: environmentRef,
  source: z.enum(deviceSources),
  /** For topic sources: the topic the grower named; else null. */
  topic: z.string().nullable(),
  /** The first characters of the key, to tell keys apart; the key itself is never shown again. */
  keyPrefix: z.string(),
  lastSeenAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  mappings: z.array(
    z.object({ channel: z.string(), environment: environmentRef, metric: z.enum(sensorMetrics) }),
  ),
  /** Each channel the device has sent, with its newest value: mapped or not, none is lost. */
  channels: z.array(
    z.object({
      channel: z.string(),
      value: z.number(),
      quantity: z.enum(sensorMetrics).nullable(),
      seenAt: z.iso.datetime(),
    }),
  ),
  /** Messages refused since the device was added, and the newest refusal. */
  rejected: z.object({
    count: z.number().int(),
    lastAt: z.iso.datetime().nullable(),
    lastReason: z.enum(rejectReasons).nullable(),
  }),
});
export type SensorDevice = z.infer<typeof sensorDeviceSchema>;

/** The answer that creates a device (or a new key): the only time the key is shown. */
export const sensorDeviceWithKeySchema = sensorDeviceSchema.extend({ key: z.string() });
export type SensorDeviceWithKey = z.infer<typeof sensorDeviceWithKeySchema>;

/** A topic for topic sources, none for the others. */
function checkTopic(
  body: { source?: DeviceSource; topic?: string | null },
  context: z.RefinementCtx,
) {
  const needsTopic = body.source !== undefined && isTopicSource(body.source);
  if (needsTopic && !body.topic) {
    context.addIssue({ code: 'custom', path: ['topic'], message: 'required' });
  }
  if (!needsTopic && body.source !== undefined && body.topic) {
    context.addIssue({ code: 'custom', path: ['topic'], message: 'invalid' });
  }
}

export const sensorDeviceBodySchema = z
  .object({
    name: requiredName,
    environmentId: z.uuid('required'),
    source: z.enum(deviceSources, 'invalid').default('maryjane'),
    topic: deviceTopicSchema.nullish(),
  })
  .superRefine(checkTopic);
export type SensorDeviceBody = z.input<typeof sensorDeviceBodySchema>;

/** Changes to a device; what is left out stays. The source is chosen once, at creation. */
export const sensorDeviceUpdateSchema = z.object({
  name: requiredName.optional(),
  environmentId: z.uuid('required').optional(),
  topic: deviceTopicSchema.optional(),
  mappings: channelMappingsSchema.optional(),
});
export type SensorDeviceUpdate = z.input<typeof sensorDeviceUpdateSchema>;

/** Whether the grower's environments appear in Home Assistant (MQTT discovery, issue 31). */
export const homeAssistantBodySchema = z.object({ publish: z.boolean('invalid') });
export const homeAssistantSchema = homeAssistantBodySchema.extend({
  /** False when this MaryJane has no MQTT broker: nothing can be published. */
  available: z.boolean(),
  /** Home Assistant's discovery prefix the configs go under. */
  prefix: z.string(),
});
export type HomeAssistantSettings = z.infer<typeof homeAssistantSchema>;

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
 * pH per grow medium, as the nutrients guide
 * (content/{en,de}/guides/nutrients/mixing-nutrients-ph-and-ec.md) gives it: nutrients are best
 * available in soil at 6.0–7.0; in coco, rockwool and hydro (no soil to buffer, fed at every
 * watering) at 5.5–6.5.
 */
export const phTargets: Record<GrowMedium, TargetRange> = {
  soil: { min: 6, max: 7 },
  coco: { min: 5.5, max: 6.5 },
  rockwool: { min: 5.5, max: 6.5 },
  hydro: { min: 5.5, max: 6.5 },
};

/** The medium whose pH applies in an environment without a current grow cycle. */
export const DEFAULT_TARGET_MEDIUM: GrowMedium = 'soil';

/**
 * Climate targets per phase, documented with their sources in the README (Sensors → Targets and
 * alerts): the phase table of the VPD guide
 * (content/{en,de}/guides/increasing-yield/climate-and-vpd.md, after Jin, Jin and Chen 2019,
 * https://doi.org/10.4236/ajps.2019.106067) with its leaf-VPD bands (seedlings 0.4–0.8 kPa, veg
 * 0.8–1.2, flower 1.0–1.5), and the drying guide's 15–21 °C and 55–65 %. The guide's temperature
 * and humidity ranges are narrowed so that every pair within them gives a leaf VPD (the leaf
 * `LEAF_TEMPERATURE_OFFSET_C` below the air) inside the phase's band: the coolest, most humid
 * corner gives the lowest VPD, the warmest, driest corner the highest.
 */
const climateTargets: Record<TargetPhase, Partial<Record<TargetMetric, TargetRange>>> = {
  seedling: {
    air_temperature: { min: 22, max: 26 },
    humidity: { min: 68, max: 75 },
    vpd: { min: 0.4, max: 0.8 },
  },
  vegetative: {
    air_temperature: { min: 23, max: 27 },
    humidity: { min: 58, max: 62 },
    vpd: { min: 0.8, max: 1.2 },
  },
  flowering: {
    air_temperature: { min: 23, max: 26 },
    humidity: { min: 50, max: 55 },
    vpd: { min: 1, max: 1.5 },
  },
  drying: {
    air_temperature: { min: 15, max: 21 },
    humidity: { min: 55, max: 65 },
  },
};

/** The phases plants grow in, whose feed has a pH; drying has none. */
const phasesWithPh: readonly TargetPhase[] = ['seedling', 'vegetative', 'flowering'];

/** Default targets of every phase for a grow medium: the climate's, and the medium's pH. */
export function defaultTargets(
  medium: GrowMedium,
): Record<TargetPhase, Partial<Record<TargetMetric, TargetRange>>> {
  const targets = {} as Record<TargetPhase, Partial<Record<TargetMetric, TargetRange>>>;
  for (const phase of targetPhases) {
    targets[phase] = Object.fromEntries(
      Object.entries(climateTargets[phase]).map(([metric, range]) => [metric, { ...range }]),
    );
    if (phasesWithPh.includes(phase)) targets[phase].ph = { ...phTargets[medium] };
  }
  return targets;
}

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

const metricTargets = z.partialRecord(
  z.enum(targetMetrics),
  z.object({ min: z.number(), max: z.number(), custom: z.boolean() }),
);

export const environmentTargetsSchema = z.object({
  environmentId: z.uuid(),
  /** The phase of the environment's current grow cycle; null without one. */
  phase: z.enum(targetPhases).nullable(),
  /** The medium whose pH defaults apply: the current cycle's, soil's without one. */
  medium: z.enum(growMediums),
  /** Effective targets: defaults with this environment's overrides applied. */
  targets: z.object(
    // An object of the phases, not a record keyed by them: it documents each phase as a field.
    Object.fromEntries(targetPhases.map((phase) => [phase, metricTargets])) as Record<
      (typeof targetPhases)[number],
      typeof metricTargets
    >,
  ),
});
export type EnvironmentTargets = z.infer<typeof environmentTargetsSchema>;

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
