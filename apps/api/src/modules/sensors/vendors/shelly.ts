import type { SensorMetric } from '@maryjane/contract/sensors';
import { trimBase } from './esphome';
import { isWithinTimeWindow, parseDecimal, valuesResult } from './quantity';
import type { ChannelValue, ParseResult } from './types';

/**
 * Shelly's humidity and temperature sensors, both generations:
 * - Gen1 H&T publishes `<base>/sensor/temperature` and `<base>/sensor/humidity`, each a plain
 *   number (temperature in the device's unit, °C unless set otherwise); its "report sensor
 *   values" URL action calls a URL with `?hum=54&temp=21.50&id=shellyht-XXXXXX`.
 * - Gen2+ (Plus H&T, H&T Gen3) publish component statuses on `<base>/status/temperature:0`
 *   (`{"id":0,"tC":21.9,"tF":71.4}`) and `<base>/status/humidity:0` (`{"id":0,"rh":54.3}`), and
 *   notifications on `<base>/events/rpc` (shelly-api-docs.shelly.cloud/gen2: Temperature,
 *   Humidity, General/Notifications).
 * Shelly publishes much else under its base (online, announce, info, battery): no values.
 */

interface Component {
  quantity: SensorMetric;
  /** The status property that holds the value, in °C or %. */
  field: 'tC' | 'rh';
}

/** Gen2 components by type; the key in a status (`temperature:0`) names the channel. */
const components: Record<string, Component> = {
  temperature: { quantity: 'air_temperature', field: 'tC' },
  humidity: { quantity: 'humidity', field: 'rh' },
};

const gen1Quantities = new Map<string, SensorMetric>([
  ['temperature', 'air_temperature'],
  ['humidity', 'humidity'],
]);

const NOTIFICATIONS = new Set(['NotifyStatus', 'NotifyFullStatus']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The component a status key names (`humidity:0` → humidity), if it is one MaryJane reads. */
function componentOf(key: string): Component | undefined {
  const match = /^(temperature|humidity):\d+$/.exec(key);
  return match?.[1] === undefined ? undefined : components[match[1]];
}

/**
 * The value of one component status. A null or missing `tC`/`rh` is how Shelly says the sensor
 * could not be read: a value that is not a number, refused like one.
 */
function componentValue(key: string, component: Component, status: unknown): ChannelValue {
  const raw = isObject(status) ? status[component.field] : undefined;
  const value = typeof raw === 'number' ? raw : Number.NaN;
  return { channel: key, value, quantity: component.quantity };
}

/** Gen1: `sensor/temperature` and `sensor/humidity` carry a number; battery and the rest nothing. */
function parseGen1(name: string, payload: Buffer): ParseResult {
  const quantity = gen1Quantities.get(name);
  if (!quantity) return { ok: false, reason: 'no_values' };
  const value = parseDecimal(payload.toString('utf8'));
  if (value === null) return { ok: false, reason: 'bad_value' };
  return valuesResult([{ channel: name, value, quantity }]);
}

/** Gen2 `status/<component>:<id>`: one component's status object. */
function parseStatus(key: string, payload: Buffer): ParseResult {
  const component = componentOf(key);
  if (!component) return { ok: false, reason: 'no_values' };
  const status = parseJson(payload);
  if (!isObject(status)) return { ok: false, reason: 'malformed' };
  return valuesResult([componentValue(key, component, status)]);
}

/** Gen2 `events/rpc`: status notifications carry the changed components and their time. */
function parseRpcEvent(payload: Buffer, now: Date): ParseResult {
  const frame = parseJson(payload);
  if (!isObject(frame) || !isObject(frame.params)) return { ok: false, reason: 'malformed' };
  if (typeof frame.method !== 'string' || !NOTIFICATIONS.has(frame.method)) {
    return { ok: false, reason: 'no_values' }; // NotifyEvent and the like
  }
  const { ts, ...statuses } = frame.params;
  const values = Object.entries(statuses).flatMap(([key, status]) => {
    const component = componentOf(key);
    return component ? [componentValue(key, component, status)] : [];
  });
  const result = valuesResult(values);
  if (!result.ok || ts === undefined) return result;
  const at = typeof ts === 'number' ? new Date(ts * 1000) : null;
  if (!at || !isWithinTimeWindow(at, now)) return { ok: false, reason: 'bad_time' };
  return valuesResult(values, at);
}

/**
 * One message a Shelly published under `base`. `now` is only for checking a notification's
 * timestamp; a message that is not under `base` at all is not this device's.
 */
export function parseShelly(
  base: string,
  topic: string,
  payload: Buffer,
  now: Date = new Date(),
): ParseResult {
  const prefix = `${trimBase(base)}/`;
  if (!topic.startsWith(prefix)) return { ok: false, reason: 'malformed' };
  const suffix = topic.slice(prefix.length);
  if (suffix === 'events/rpc') return parseRpcEvent(payload, now);
  const [group, name, ...rest] = suffix.split('/');
  if (name === undefined || rest.length > 0) return { ok: false, reason: 'no_values' };
  if (group === 'sensor') return parseGen1(name, payload);
  if (group === 'status') return parseStatus(name, payload);
  return { ok: false, reason: 'no_values' };
}

/** The Gen1 H&T "report sensor values" URL action's query: `hum`, `temp` (°C) and `id`. */
export function parseShellyReport(query: Record<string, string>): ParseResult {
  const fields: [string, string, SensorMetric][] = [
    ['temp', 'temperature', 'air_temperature'],
    ['hum', 'humidity', 'humidity'],
  ];
  const present = fields.filter(([parameter]) => query[parameter] !== undefined);
  if (present.length === 0) return { ok: false, reason: 'malformed' };
  const values: ChannelValue[] = present.map(([parameter, channel, quantity]) => ({
    channel,
    value: parseDecimal(query[parameter] ?? '') ?? Number.NaN,
    quantity,
  }));
  return valuesResult(values);
}
