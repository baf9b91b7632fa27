import type { SensorMetric } from '@maryjane/contract/sensors';
import { fahrenheitToCelsius, valuesResult } from './quantity';
import type { ChannelValue, ParseResult } from './types';

/**
 * Tasmota's telemetry, `tele/<topic>/SENSOR`: one object per sensor driver beside the
 * device's settings, e.g.
 * `{"Time":"2019-01-01T00:00:00","AM2301":{"Temperature":24.6,"Humidity":58.2},"TempUnit":"C"}`
 * (tasmota.github.io/docs/AM2301). `Time` is the device's local time without a zone, so it is
 * not used: the reading is stamped when it arrives.
 */

/** What a sensor driver's key measures; keys not here (DewPoint, Pressure, A0, …) stay null. */
const quantityByKey = new Map<string, SensorMetric>([
  ['Temperature', 'air_temperature'],
  ['Humidity', 'humidity'],
  ['Illuminance', 'light'],
  ['CarbonDioxide', 'co2'],
  ['eCO2', 'co2'],
  ['Moisture', 'soil_moisture'],
]);

/** Zigbee bridges nest a device inside `ZbReceived`; deeper than this is no sensor reading. */
const MAX_DEPTH = 3;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The numeric leaves under one sensor object, named `<Sensor>.<Key>`. */
function leaves(
  path: string,
  object: Record<string, unknown>,
  fahrenheit: boolean,
  depth: number,
): ChannelValue[] {
  return Object.entries(object).flatMap(([key, value]): ChannelValue[] => {
    const channel = `${path}.${key}`;
    if (isObject(value)) {
      return depth < MAX_DEPTH ? leaves(channel, value, fahrenheit, depth + 1) : [];
    }
    if (typeof value !== 'number') return []; // Id strings, arrays
    const quantity = quantityByKey.get(key) ?? null;
    // TempUnit applies to the temperatures a driver reports; DewPoint keeps its raw value.
    const celsius = fahrenheit && key === 'Temperature' ? fahrenheitToCelsius(value) : value;
    return [{ channel, value: celsius, quantity }];
  });
}

/** One `tele/<topic>/SENSOR` message as channel values (`AM2301.Temperature`, `ANALOG.A0`). */
export function parseTasmota(payload: Buffer): ParseResult {
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isObject(body)) return { ok: false, reason: 'malformed' };
  const fahrenheit = body.TempUnit === 'F';
  // Time, TempUnit and PressureUnit are no objects, so only the sensors are left.
  const values = Object.entries(body).flatMap(([sensor, value]) =>
    isObject(value) ? leaves(sensor, value, fahrenheit, 1) : [],
  );
  return valuesResult(values);
}
