import {
  FUTURE_SKEW_MS,
  PAST_LIMIT_MS,
  metricBounds,
  type SensorMetric,
} from '@maryjane/contract/sensors';
import type { ChannelValue, ParseResult } from './types';

/**
 * What the vendor parsers share: the quantity a sensor's name suggests, °F to °C, strict number
 * parsing, and the checks every message passes (physical bounds, the time window).
 */

/** The parts of a name between separators: `soil_ph_1` → `soil`, `ph`, `1`. */
function nameParts(name: string): string[] {
  return name.split(/[^a-z0-9]+/).filter((part) => part !== '');
}

/**
 * The quantity a sensor's own name suggests (ESPHome object ids, Home Assistant entity ids).
 * `ph` and `ec` count only as whole parts, so that `phone` or `second` guess nothing; `soil`
 * wins over `hum` because soil probes often call their moisture "soil humidity". A name that
 * suggests nothing gives null: the grower's mapping decides.
 */
export function quantityFromName(name: string): SensorMetric | null {
  const lower = name.toLowerCase();
  const parts = nameParts(lower);
  const has = (text: string) => lower.includes(text);
  if (has('temp')) return has('soil') ? 'soil_temperature' : 'air_temperature';
  if (parts.includes('ph')) return 'ph';
  if (parts.includes('ec')) return 'soil_nutrients';
  if (has('moist') || has('soil')) return 'soil_moisture';
  if (has('hum')) return 'humidity';
  if (has('lux') || has('illuminance') || has('light')) return 'light';
  if (has('co2')) return 'co2';
  return null;
}

/** °F to °C, to 2 decimals (more than any of these sensors resolves). */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return Math.round(((fahrenheit - 32) * 5 * 100) / 9) / 100;
}

/**
 * A decimal number written as text (`23.4`, `-5`, `1e3`), else null. Stricter than Number():
 * `''`, `0x10`, `Infinity` and ESPHome's `nan` are not readings.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Whether a value can physically be what its quantity says (a null quantity only needs to be finite). */
function isPlausible({ value, quantity }: ChannelValue): boolean {
  if (!Number.isFinite(value)) return false;
  if (quantity === null) return true;
  const bounds = metricBounds[quantity];
  return value >= bounds.min && value <= bounds.max;
}

/**
 * The answer for a message's values: refused whole when one of them is impossible (a broken
 * probe should not slip half a message through), `no_values` when there is none. A quantity
 * `guessed` from a name (ESPHome, Home Assistant) only suggests a mapping: its value need only be
 * a number there (an EC in µS/cm is not wrong), and the mapped metric's bounds are checked when
 * it is stored.
 */
export function valuesResult(
  values: ChannelValue[],
  recordedAt?: Date,
  guessed = false,
): ParseResult {
  const plausible = (value: ChannelValue) =>
    guessed ? Number.isFinite(value.value) : isPlausible(value);
  if (!values.every(plausible)) return { ok: false, reason: 'bad_value' };
  if (values.length === 0) return { ok: false, reason: 'no_values' };
  return recordedAt ? { ok: true, values, recordedAt } : { ok: true, values };
}

/** Whether a device's timestamp is one the readings API would take too (5 min ahead, 366 d back). */
export function isWithinTimeWindow(at: Date, now: Date): boolean {
  const time = at.getTime();
  if (Number.isNaN(time)) return false;
  return time <= now.getTime() + FUTURE_SKEW_MS && time >= now.getTime() - PAST_LIMIT_MS;
}
