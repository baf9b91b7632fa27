import type { SensorMetric } from '@maryjane/contract/sensors';
import { fahrenheitToCelsius, isWithinTimeWindow, parseDecimal, valuesResult } from './quantity';
import type { ChannelValue, ParseResult } from './types';

/**
 * Ecowitt gateways (GW1100, GW2000, …) in "Customized" upload mode with protocol "Ecowitt": a
 * form POST of every sensor the gateway hears, in imperial units, e.g.
 * `PASSKEY=…&stationtype=GW2000A_V2.1.5&dateutc=2022-07-15 15:26:14&tempinf=78.80&humidityin=53&…`
 * Field names as the gateway sends them (home-assistant-libs/aioecowitt, aioecowitt/sensor.py).
 */

/**
 * Ecowitt's light sensors measure lux; the gateway uploads it as solar radiation divided by
 * 126.7 (the factor Ecowitt's own app uses; gjr80/weewx-gw1000 wiki "Understanding Ecowitt
 * LAN/Wi-Fi Gateway API radiation fields"), so multiplying by it gives the lux back.
 */
const LUX_PER_WATT_PER_SQUARE_METRE = 126.7;

interface FieldKind {
  quantity: SensorMetric;
  /** From the unit the gateway sends to MaryJane's unit. */
  convert: (value: number) => number;
}

const asIs = (value: number) => value;
const fahrenheit = (quantity: SensorMetric): FieldKind => ({
  quantity,
  convert: fahrenheitToCelsius,
});
const lux = (value: number) => Math.round(value * LUX_PER_WATT_PER_SQUARE_METRE);

/**
 * The fields that carry a value MaryJane reads; everything else (PASSKEY, stationtype, battery,
 * signal, pressure, wind, rain, PM…) is left out, not refused.
 */
const fieldKinds: [RegExp, FieldKind][] = [
  // tempinf indoor, tempf outdoor, temp1f…temp8f WH31 channels, tf_co2 the WH45's own sensor
  [/^(tempinf|tempf|temp[1-8]f|tf_co2)$/, fahrenheit('air_temperature')],
  // WN34 soil / water temperature probes
  [/^tf_ch[1-8]$/, fahrenheit('soil_temperature')],
  [/^(humidityin|humidity|humidity[1-8]|humi_co2)$/, { quantity: 'humidity', convert: asIs }],
  // WH51 soil moisture, in %
  [/^soilmoisture([1-9]|1[0-6])$/, { quantity: 'soil_moisture', convert: asIs }],
  // WH45 (co2) and the GW2000's / console's own sensor (co2in), in ppm
  [/^(co2|co2in)$/, { quantity: 'co2', convert: asIs }],
  [/^solarradiation$/, { quantity: 'light', convert: lux }],
];

function kindOf(field: string): FieldKind | undefined {
  return fieldKinds.find(([pattern]) => pattern.test(field))?.[1];
}

/** `dateutc` (`YYYY-MM-DD HH:MM:SS`, UTC) as a date; null when it is not one. */
function parseDateUtc(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(at.getTime())) return null;
  // Date takes 2026-02-30 and rolls it into March: a date that does not come back as written is not one.
  return at.toISOString().slice(0, 19) === text.replace(' ', 'T') ? at : null;
}

type TimeResult = { ok: true; recordedAt?: Date } | { ok: false };

/** The upload's own time: absent or `now` means "as it arrives". */
function uploadTime(dateutc: string | undefined, now: Date): TimeResult {
  if (dateutc === undefined || dateutc.toLowerCase() === 'now') return { ok: true };
  const at = parseDateUtc(dateutc);
  if (!at || !isWithinTimeWindow(at, now)) return { ok: false };
  return { ok: true, recordedAt: at };
}

/** One Ecowitt upload as channel values named by their fields (`temp1f`, `soilmoisture2`). */
export function parseEcowitt(fields: Record<string, string>, now: Date): ParseResult {
  if (fields.PASSKEY === undefined) return { ok: false, reason: 'malformed' };
  const values: ChannelValue[] = [];
  for (const [field, text] of Object.entries(fields)) {
    const kind = kindOf(field);
    if (!kind) continue;
    const value = parseDecimal(text);
    if (value === null) return { ok: false, reason: 'bad_value' };
    values.push({ channel: field, value: kind.convert(value), quantity: kind.quantity });
  }
  const time = uploadTime(fields.dateutc, now);
  const result = valuesResult(values, time.ok ? time.recordedAt : undefined);
  // A bad value or no value at all says more about the upload than its clock does.
  return result.ok && !time.ok ? { ok: false, reason: 'bad_time' } : result;
}
