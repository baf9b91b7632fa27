import { describe, expect, it } from 'vitest';
import { parseEcowitt } from './ecowitt';
import { parseEsphome } from './esphome';
import { parseStatestream } from './home-assistant';
import { parseMqttMessage, subscriptionTopics, topicMatches } from './index';
import { quantityFromName } from './quantity';
import { parseShelly, parseShellyReport } from './shelly';
import { parseTasmota } from './tasmota';
import type { ParseResult } from './types';

const text = (body: string) => Buffer.from(body, 'utf8');
const json = (body: unknown) => text(JSON.stringify(body));

/** The values of an accepted message, or the test fails with what was refused. */
function valuesOf(result: ParseResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.values;
}

describe('quantityFromName', () => {
  it.each([
    ['tent_temperature', 'air_temperature'],
    ['soil_temp_1', 'soil_temperature'],
    ['bme280_humidity', 'humidity'],
    ['soil_humidity', 'soil_moisture'],
    ['capacitive_soil', 'soil_moisture'],
    ['moisture_pot_2', 'soil_moisture'],
    ['bh1750_illuminance', 'light'],
    ['lux', 'light'],
    ['grow_light_level', 'light'],
    ['scd40_co2', 'co2'],
    ['ph', 'ph'],
    ['reservoir_ph', 'ph'],
    ['ph_probe', 'ph'],
    ['ec', 'soil_nutrients'],
    ['soil_ec', 'soil_nutrients'],
  ] as const)('%s → %s', (name, quantity) => {
    expect(quantityFromName(name)).toBe(quantity);
  });

  it.each(['phone_battery', 'second_counter', 'wifi_signal', 'uptime', 'pressure'])(
    '%s suggests nothing (ph and ec only count as whole parts)',
    (name) => {
      expect(quantityFromName(name)).toBeNull();
    },
  );
});

// Field names and values as Ecowitt gateways upload them in "Customized" mode, protocol Ecowitt:
// home-assistant-libs/aioecowitt, tests/const.py (GW2000A_DATA) and misc/example.data (uploads
// of a GW2000A and a WN1980B with a WH31 and a WH45), field list in aioecowitt/sensor.py.
// The solar radiation factor 126.7: gjr80/weewx-gw1000 wiki, "Understanding Ecowitt LAN/Wi-Fi
// Gateway API radiation fields".
describe('parseEcowitt', () => {
  const gw2000a = {
    PASSKEY: '345544D8EAF42E1B8824A86D8250D5A3',
    stationtype: 'GW2000A_V2.1.5',
    runtime: '188738',
    dateutc: '2022-07-15 15:26:14',
    tempinf: '78.80',
    humidityin: '53',
    baromrelin: '27.885',
    baromabsin: '27.885',
    tempf: '87.08',
    humidity: '34',
    winddir: '289',
    windspeedmph: '2.91',
    windgustmph: '3.13',
    maxdailygust: '12.53',
    solarradiation: '530.62',
    uv: '4',
    rrain_piezo: '0.000',
    drain_piezo: '0.000',
    leak_ch1: '0',
    leakbatt1: '5',
    leafwetness_ch1: '14',
    leaf_batt1: '1.78',
    ws90cap_volt: '5.4',
    ws90_ver: '119',
    wh90batt: '2.74',
    freq: '868M',
    model: 'GW2000A',
  };
  const uploadedAt = new Date('2022-07-15T15:26:14Z');
  const now = new Date('2022-07-15T15:26:20Z');

  it('reads temperatures in °F as °C, humidity, and solar radiation as lux', () => {
    const result = parseEcowitt(gw2000a, now);
    expect(result).toEqual({
      ok: true,
      recordedAt: uploadedAt,
      values: [
        { channel: 'tempinf', value: 26, quantity: 'air_temperature' },
        { channel: 'humidityin', value: 53, quantity: 'humidity' },
        { channel: 'tempf', value: 30.6, quantity: 'air_temperature' },
        { channel: 'humidity', value: 34, quantity: 'humidity' },
        // 530.62 W/m² × 126.7 lx per W/m²
        { channel: 'solarradiation', value: 67230, quantity: 'light' },
      ],
    });
  });

  it('converts 75.2 °F to 24 °C, rounded to 2 decimals', () => {
    const values = valuesOf(
      parseEcowitt({ PASSKEY: 'K', tempinf: '75.2', temp2f: '70.34', dateutc: 'now' }, now),
    );
    expect(values).toEqual([
      { channel: 'tempinf', value: 24, quantity: 'air_temperature' },
      { channel: 'temp2f', value: 21.3, quantity: 'air_temperature' },
    ]);
  });

  it('reads a WH31 channel and a WH45 by their field names', () => {
    // The WN1980B upload of misc/example.data (which shows no PASSKEY, so one is added here).
    const wn1980b = {
      PASSKEY: 'K',
      stationtype: 'WN1980B_V1.2.3',
      dateutc: '2024-01-26 16:50:11',
      temp1f: '64.76',
      humidity1: '59',
      tf_co2: '70.34',
      humi_co2: '51',
      pm25_co2: '6.6',
      co2: '882',
      co2_24h: '849',
      console_batt: '2.51',
      batt1: '0',
      co2_batt: '6',
      interval: '60',
    };
    const result = parseEcowitt(wn1980b, new Date('2024-01-26T17:00:00Z'));
    expect(result).toEqual({
      ok: true,
      recordedAt: new Date('2024-01-26T16:50:11Z'),
      values: [
        { channel: 'temp1f', value: 18.2, quantity: 'air_temperature' },
        { channel: 'humidity1', value: 59, quantity: 'humidity' },
        { channel: 'tf_co2', value: 21.3, quantity: 'air_temperature' },
        { channel: 'humi_co2', value: 51, quantity: 'humidity' },
        { channel: 'co2', value: 882, quantity: 'co2' },
      ],
    });
  });

  it('reads WH51 soil moisture, WN34 soil temperature and the GW2000 CO2 sensor', () => {
    const values = valuesOf(
      parseEcowitt(
        {
          PASSKEY: 'K',
          soilmoisture1: '1',
          soilbatt1: '1.5',
          soilmoisture16: '43',
          soilmoisture17: '50',
          tf_ch1: '59.0',
          tf_batt1: '1.48',
          co2in: '612',
          co2in_24h: '598',
        },
        now,
      ),
    );
    expect(values).toEqual([
      { channel: 'soilmoisture1', value: 1, quantity: 'soil_moisture' },
      { channel: 'soilmoisture16', value: 43, quantity: 'soil_moisture' },
      { channel: 'tf_ch1', value: 15, quantity: 'soil_temperature' },
      { channel: 'co2in', value: 612, quantity: 'co2' },
    ]);
  });

  it('takes the upload as it arrives when dateutc is now or missing', () => {
    const atNow = parseEcowitt({ PASSKEY: 'K', humidityin: '50', dateutc: 'now' }, now);
    const missing = parseEcowitt({ PASSKEY: 'K', humidityin: '50' }, now);
    expect(atNow).toEqual({ ok: true, values: [expect.anything()] });
    expect(missing).toEqual({ ok: true, values: [expect.anything()] });
  });

  it('refuses an upload without a PASSKEY as malformed', () => {
    const { PASSKEY: _passkey, ...withoutKey } = gw2000a;
    expect(parseEcowitt(withoutKey, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('answers no_values for an upload of batteries, wind and rain only', () => {
    const fields = { PASSKEY: 'K', wh90batt: '2.74', windspeedmph: '2', dailyrainin: '0.1' };
    expect(parseEcowitt(fields, now)).toEqual({ ok: false, reason: 'no_values' });
  });

  it.each([
    ['humidity1', '101'],
    ['soilmoisture3', '-1'],
    ['tf_ch2', '200'], // 93.3 °C: above what soil can be
    ['solarradiation', '2000'], // 253,400 lx
    ['co2', '12000'],
    ['tempf', ''],
    ['tempf', '--'],
  ])('refuses the whole upload when %s is %j', (field, value) => {
    const fields = { ...gw2000a, [field]: value };
    expect(parseEcowitt(fields, now)).toEqual({ ok: false, reason: 'bad_value' });
  });

  it.each([
    ['2022-07-15T15:26:14', 'not the upload format'],
    ['2022-02-30 10:00:00', 'not a day'],
    ['2022-07-15 15:31:21', 'more than 5 minutes ahead'],
    ['2021-07-13 15:26:14', 'more than 366 days back'],
  ])('refuses dateutc %s (%s) as bad_time', (dateutc) => {
    expect(parseEcowitt({ ...gw2000a, dateutc }, now)).toEqual({ ok: false, reason: 'bad_time' });
  });

  it('accepts a clock up to 5 minutes ahead', () => {
    const result = parseEcowitt({ ...gw2000a, dateutc: '2022-07-15 15:31:19' }, now);
    expect(result.ok && result.recordedAt).toEqual(new Date('2022-07-15T15:31:19Z'));
  });

  it('names a bad value before a bad clock', () => {
    const fields = { ...gw2000a, humidity: '140', dateutc: 'yesterday' };
    expect(parseEcowitt(fields, now)).toEqual({ ok: false, reason: 'bad_value' });
  });
});

// tele/<topic>/SENSOR payloads as the Tasmota documentation shows them:
// tasmota.github.io/docs/AM2301, /docs/DS18x20 ("Multiple Sensors"), /docs/SCD4x, /docs/BH1750.
describe('parseTasmota', () => {
  it('reads an AM2301 as <Sensor>.<Key> channels, without a time', () => {
    const payload = json({
      Time: '2019-01-01T00:00:00',
      AM2301: { Temperature: 24.6, Humidity: 58.2 },
      TempUnit: 'C',
    });
    expect(parseTasmota(payload)).toEqual({
      ok: true,
      values: [
        { channel: 'AM2301.Temperature', value: 24.6, quantity: 'air_temperature' },
        { channel: 'AM2301.Humidity', value: 58.2, quantity: 'humidity' },
      ],
    });
  });

  it('keeps several DS18B20 apart and leaves their Id strings out', () => {
    const payload = json({
      Time: '2021-01-02T09:09:44',
      'DS18B20-1': { Id: '00000566CC39', Temperature: 13.3 },
      'DS18B20-2': { Id: '0000056C5A2E', Temperature: 18.1 },
      TempUnit: 'C',
    });
    expect(valuesOf(parseTasmota(payload))).toEqual([
      { channel: 'DS18B20-1.Temperature', value: 13.3, quantity: 'air_temperature' },
      { channel: 'DS18B20-2.Temperature', value: 18.1, quantity: 'air_temperature' },
    ]);
  });

  it('reads CO2 from CarbonDioxide and eCO2, and keeps DewPoint without a quantity', () => {
    const payload = json({
      Time: '2024-01-01T10:31:09',
      SCD40: { CarbonDioxide: 1204, eCO2: 1235, Temperature: 28.8, Humidity: 47.5, DewPoint: 16.5 },
      TempUnit: 'C',
    });
    expect(valuesOf(parseTasmota(payload))).toEqual([
      { channel: 'SCD40.CarbonDioxide', value: 1204, quantity: 'co2' },
      { channel: 'SCD40.eCO2', value: 1235, quantity: 'co2' },
      { channel: 'SCD40.Temperature', value: 28.8, quantity: 'air_temperature' },
      { channel: 'SCD40.Humidity', value: 47.5, quantity: 'humidity' },
      { channel: 'SCD40.DewPoint', value: 16.5, quantity: null },
    ]);
  });

  it('reads a BH1750 as light and an analog input without a quantity', () => {
    const payload = json({
      Time: '2019-11-03T20:45:37',
      BH1750: { Illuminance: 79 },
      ANALOG: { A0: 512 },
    });
    expect(valuesOf(parseTasmota(payload))).toEqual([
      { channel: 'BH1750.Illuminance', value: 79, quantity: 'light' },
      { channel: 'ANALOG.A0', value: 512, quantity: null },
    ]);
  });

  it('converts temperatures from °F when TempUnit is F, but not the dew point', () => {
    const payload = json({
      Time: '2026-11-29T15:00:00',
      AM2301: { Temperature: 75.2, Humidity: 55.1, DewPoint: 58.3 },
      TempUnit: 'F',
    });
    expect(valuesOf(parseTasmota(payload))).toEqual([
      { channel: 'AM2301.Temperature', value: 24, quantity: 'air_temperature' },
      { channel: 'AM2301.Humidity', value: 55.1, quantity: 'humidity' },
      { channel: 'AM2301.DewPoint', value: 58.3, quantity: null },
    ]);
  });

  it('gives a key that names an Object property no quantity', () => {
    const payload = text('{"X":{"constructor":5,"toString":6}}');
    expect(valuesOf(parseTasmota(payload)).map((value) => value.quantity)).toEqual([null, null]);
  });

  it.each(['not json', '[1,2]', '42', 'null', '"SENSOR"'])('refuses %j as malformed', (body) => {
    expect(parseTasmota(text(body))).toEqual({ ok: false, reason: 'malformed' });
  });

  it('answers no_values when no sensor carries a number', () => {
    const payload = json({ Time: '2021-01-02T09:09:44', DS18B20: { Id: '00000566CC39' } });
    expect(parseTasmota(payload)).toEqual({ ok: false, reason: 'no_values' });
  });

  it('refuses a humidity above 100 %', () => {
    const payload = json({ AM2301: { Temperature: 24.6, Humidity: 120 }, TempUnit: 'C' });
    expect(parseTasmota(payload)).toEqual({ ok: false, reason: 'bad_value' });
  });
});

// ESPHome's state topic <topic_prefix>/<component_type>/<object_id>/state with the value as
// text: esphome.io/components/mqtt ("state topic"); esphome.io/api/mqtt__component_8cpp_source
// (MQTTComponent::get_default_topic_for_). ESPHome publishes nan when a sensor read fails.
describe('parseEsphome', () => {
  const base = 'growtent';

  it('reads the state as the object id, guessing the quantity from it', () => {
    const result = parseEsphome(base, 'growtent/sensor/tent_temperature/state', text('23.4'));
    expect(result).toEqual({
      ok: true,
      values: [{ channel: 'tent_temperature', value: 23.4, quantity: 'air_temperature' }],
    });
  });

  it('keeps a sensor it cannot name without a quantity', () => {
    const result = parseEsphome(base, 'growtent/sensor/wifi_signal/state', text('-67'));
    expect(valuesOf(result)).toEqual([{ channel: 'wifi_signal', value: -67, quantity: null }]);
  });

  it('takes a base written with a trailing slash', () => {
    const result = parseEsphome('growtent/', 'growtent/sensor/soil_moisture/state', text('41'));
    expect(valuesOf(result)).toEqual([
      { channel: 'soil_moisture', value: 41, quantity: 'soil_moisture' },
    ]);
  });

  it.each(['nan', 'ON', '', '0x10'])('refuses the payload %j as bad_value', (payload) => {
    const result = parseEsphome(base, 'growtent/sensor/tent_temperature/state', text(payload));
    expect(result).toEqual({ ok: false, reason: 'bad_value' });
  });

  it('takes any number under a guessed name: the mapped metric is checked when stored', () => {
    // An EC sensor named `tent_ec` in µS/cm is not "wrong" for being above 20 mS/cm.
    const result = parseEsphome(base, 'growtent/sensor/tent_ec/state', text('1200'));
    expect(result).toEqual({
      ok: true,
      values: [{ channel: 'tent_ec', value: 1200, quantity: 'soil_nutrients' }],
    });
  });

  it.each([
    'growtent/binary_sensor/door/state',
    'growtent/sensor/tent_temperature/command',
    'growtent/sensor//state',
    'growtent/sensor/a/b/state',
    'othertent/sensor/tent_temperature/state',
    'growtent/status',
  ])('refuses the topic %s as malformed', (topic) => {
    expect(parseEsphome(base, topic, text('23.4'))).toEqual({ ok: false, reason: 'malformed' });
  });
});

// Gen1 H&T MQTT topics (Shelly Gen1 API docs, as quoted in akbooer/openLuup,
// openLuup/L_ShellyBridge.lua): shellies/shellyht-<deviceid>/sensor/temperature,
// …/sensor/humidity, …/sensor/battery. The "report sensor values" URL as a Gen1 H&T calls it:
// xa1.at/shelly-ht ("/ht1?hum=23&temp=-5.38&id=shellyht-00EB85").
// Gen2+: shelly-api-docs.shelly.cloud/gen2/ComponentsAndServices/Temperature and /Humidity
// (status tC, tF, rh), /gen2/General/Notifications (NotifyStatus, NotifyEvent on
// <id>/events/rpc); a Plus H&T's NotifyFullStatus: gist.github.com/NelsonMinar/494a0f53785c20290b395639548349fa.
describe('parseShelly', () => {
  const gen1 = 'shellies/shellyht-00EB85';
  const gen2 = 'shellyplusht-b8d61a8b17cc';

  it('reads a Gen1 H&T temperature and humidity', () => {
    const temperature = parseShelly(gen1, `${gen1}/sensor/temperature`, text('21.50'));
    const humidity = parseShelly(gen1, `${gen1}/sensor/humidity`, text('54'));
    expect(valuesOf(temperature)).toEqual([
      { channel: 'temperature', value: 21.5, quantity: 'air_temperature' },
    ]);
    expect(valuesOf(humidity)).toEqual([{ channel: 'humidity', value: 54, quantity: 'humidity' }]);
  });

  it.each(['sensor/battery', 'sensor/act_reasons', 'online', 'info', 'status/devicepower:0'])(
    'answers no_values for %s',
    (suffix) => {
      const result = parseShelly(gen1, `${gen1}/${suffix}`, text('{"id":0}'));
      expect(result).toEqual({ ok: false, reason: 'no_values' });
    },
  );

  it('refuses a Gen1 value that is no number', () => {
    const result = parseShelly(gen1, `${gen1}/sensor/temperature`, text('error'));
    expect(result).toEqual({ ok: false, reason: 'bad_value' });
  });

  it("refuses a topic outside the device's base as malformed", () => {
    const result = parseShelly(gen1, 'shellies/shellyht-AAAAAA/sensor/temperature', text('21'));
    expect(result).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reads Gen2 temperature (tC) and humidity (rh) statuses, named by their component', () => {
    const temperature = parseShelly(
      gen2,
      `${gen2}/status/temperature:0`,
      json({ id: 0, tC: 21.9, tF: 71.4 }),
    );
    const humidity = parseShelly(gen2, `${gen2}/status/humidity:1`, json({ id: 1, rh: 54.3 }));
    expect(valuesOf(temperature)).toEqual([
      { channel: 'temperature:0', value: 21.9, quantity: 'air_temperature' },
    ]);
    expect(valuesOf(humidity)).toEqual([
      { channel: 'humidity:1', value: 54.3, quantity: 'humidity' },
    ]);
  });

  it('refuses a status whose sensor could not be read (tC null)', () => {
    const result = parseShelly(gen2, `${gen2}/status/temperature:0`, json({ id: 0, tC: null }));
    expect(result).toEqual({ ok: false, reason: 'bad_value' });
  });

  it.each([`status/temperature:0`, 'events/rpc'])('refuses broken JSON on %s', (suffix) => {
    const result = parseShelly(gen2, `${gen2}/${suffix}`, text('{"id":0,'));
    expect(result).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reads a NotifyFullStatus with its time', () => {
    const notification = {
      src: gen2,
      dst: `${gen2}/events`,
      method: 'NotifyFullStatus',
      params: {
        ts: 1680962879.62,
        ble: {},
        cloud: { connected: false },
        'devicepower:0': { id: 0, battery: { V: 0.43, percent: 0 }, external: { present: true } },
        ht_ui: {},
        'humidity:0': { id: 0, rh: 42.2 },
        mqtt: { connected: true },
        'temperature:0': { id: 0, tC: 19.8, tF: 67.6 },
      },
    };
    const now = new Date('2023-04-08T14:08:10Z');
    expect(parseShelly(gen2, `${gen2}/events/rpc`, json(notification), now)).toEqual({
      ok: true,
      recordedAt: new Date(1680962879620),
      values: [
        { channel: 'humidity:0', value: 42.2, quantity: 'humidity' },
        { channel: 'temperature:0', value: 19.8, quantity: 'air_temperature' },
      ],
    });
  });

  const notifyStatus = (params: Record<string, unknown>) =>
    json({ src: gen2, dst: 'user_1', method: 'NotifyStatus', params });
  const now = new Date('2025-11-29T15:00:00Z');
  const ts = now.getTime() / 1000;

  it('reads a NotifyStatus of one changed component', () => {
    const payload = notifyStatus({ ts, 'temperature:0': { id: 0, tC: 21.9, tF: 71.4 } });
    expect(parseShelly(gen2, `${gen2}/events/rpc`, payload, now)).toEqual({
      ok: true,
      recordedAt: now,
      values: [{ channel: 'temperature:0', value: 21.9, quantity: 'air_temperature' }],
    });
  });

  it('answers no_values for a NotifyStatus of other components and for NotifyEvent', () => {
    const cloud = notifyStatus({ ts, cloud: { connected: false } });
    const event = json({
      src: gen2,
      dst: 'user_1',
      method: 'NotifyEvent',
      params: { ts, events: [{ component: 'sys', event: 'sleep', ts }] },
    });
    expect(parseShelly(gen2, `${gen2}/events/rpc`, cloud, now)).toEqual({
      ok: false,
      reason: 'no_values',
    });
    expect(parseShelly(gen2, `${gen2}/events/rpc`, event, now)).toEqual({
      ok: false,
      reason: 'no_values',
    });
  });

  it.each([
    ['ten minutes ahead', ts + 600],
    ['over a year back', ts - 367 * 86_400],
    ['not a number', '1764428400'],
  ])('refuses a notification whose ts is %s', (_case, stamp) => {
    const payload = notifyStatus({ ts: stamp, 'humidity:0': { id: 0, rh: 54.3 } });
    expect(parseShelly(gen2, `${gen2}/events/rpc`, payload, now)).toEqual({
      ok: false,
      reason: 'bad_time',
    });
  });
});

describe('parseShellyReport', () => {
  it('reads hum and temp of the report URL', () => {
    const result = parseShellyReport({ hum: '23', temp: '-5.38', id: 'shellyht-00EB85' });
    expect(result).toEqual({
      ok: true,
      values: [
        { channel: 'temperature', value: -5.38, quantity: 'air_temperature' },
        { channel: 'humidity', value: 23, quantity: 'humidity' },
      ],
    });
  });

  it('refuses a call without hum and temp as malformed', () => {
    expect(parseShellyReport({ id: 'shellyht-00EB85' })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it.each<Record<string, string>>([{ hum: 'x', temp: '21' }, { hum: '130' }])(
    'refuses %j as bad_value',
    (query) => {
      expect(parseShellyReport(query)).toEqual({ ok: false, reason: 'bad_value' });
    },
  );
});

// home-assistant.io/integrations/mqtt_statestream: topics base_topic/domain/entity/state;
// home-assistant/core, homeassistant/components/mqtt_statestream/__init__.py publishes the
// state as it is (attributes are the ones JSON-encoded).
describe('parseStatestream', () => {
  const base = 'homeassistant';

  it('reads a sensor state as its entity id', () => {
    const result = parseStatestream(
      base,
      'homeassistant/sensor/grow_tent_temperature/state',
      text('23.4'),
    );
    expect(result).toEqual({
      ok: true,
      values: [
        { channel: 'sensor.grow_tent_temperature', value: 23.4, quantity: 'air_temperature' },
      ],
    });
  });

  it('takes the base with a trailing slash, as Home Assistant itself writes it', () => {
    const result = parseStatestream(
      'homeassistant/',
      'homeassistant/sensor/tent_co2/state',
      text('812'),
    );
    expect(valuesOf(result)).toEqual([{ channel: 'sensor.tent_co2', value: 812, quantity: 'co2' }]);
  });

  it.each(['unknown', 'unavailable'])('answers no_values for %s', (state) => {
    const result = parseStatestream(base, 'homeassistant/sensor/tent_co2/state', text(state));
    expect(result).toEqual({ ok: false, reason: 'no_values' });
  });

  it.each(['on', '"23.4"', 'nan'])('refuses the state %j as bad_value', (state) => {
    const result = parseStatestream(base, 'homeassistant/sensor/tent_co2/state', text(state));
    expect(result).toEqual({ ok: false, reason: 'bad_value' });
  });

  it.each([
    'homeassistant/light/master_bedroom_dimmer/state',
    'homeassistant/sensor/tent_co2/last_updated',
    'homeassistant/sensor/tent_co2/unit_of_measurement',
  ])('refuses the topic %s as malformed', (topic) => {
    expect(parseStatestream(base, topic, text('1'))).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('subscriptionTopics', () => {
  it.each([
    ['tasmota', 'tent', ['tele/tent/SENSOR']],
    ['tasmota', 'grow/tent/tele/SENSOR', ['grow/tent/tele/SENSOR']],
    ['esphome', 'growtent', ['growtent/sensor/+/state']],
    ['home_assistant', 'homeassistant/', ['homeassistant/sensor/+/state']],
    [
      'shelly',
      'shellies/shellyht-00EB85',
      [
        'shellies/shellyht-00EB85/sensor/+',
        'shellies/shellyht-00EB85/status/+',
        'shellies/shellyht-00EB85/events/rpc',
      ],
    ],
  ] as const)('%s with base %s subscribes to %j', (source, base, topics) => {
    expect(subscriptionTopics(source, base)).toEqual(topics);
  });
});

describe('parseMqttMessage', () => {
  it.each([
    ['tasmota', 'tent', 'tele/tent/SENSOR', '{"BH1750":{"Illuminance":79}}', 'BH1750.Illuminance'],
    ['esphome', 'growtent', 'growtent/sensor/tent_co2/state', '812', 'tent_co2'],
    ['shelly', 'shellies/ht', 'shellies/ht/sensor/humidity', '54', 'humidity'],
    ['home_assistant', 'ha', 'ha/sensor/tent_co2/state', '812', 'sensor.tent_co2'],
  ] as const)('hands a %s message to its parser', (source, base, topic, payload, channel) => {
    expect(subscriptionTopics(source, base).some((filter) => topicMatches(filter, topic))).toBe(
      true,
    );
    const values = valuesOf(parseMqttMessage(source, base, topic, text(payload)));
    expect(values.map((value) => value.channel)).toEqual([channel]);
  });

  it("passes the clock on to Shelly's notifications", () => {
    const payload = json({
      method: 'NotifyStatus',
      params: { ts: 1680962879.62, 'humidity:0': { id: 0, rh: 42.2 } },
    });
    const topic = 'shellyplusht-b8d61a8b17cc/events/rpc';
    const base = 'shellyplusht-b8d61a8b17cc';
    const soon = new Date('2023-04-08T14:08:10Z');
    const muchLater = new Date('2025-04-08T14:08:10Z');
    expect(parseMqttMessage('shelly', base, topic, payload, soon).ok).toBe(true);
    expect(parseMqttMessage('shelly', base, topic, payload, muchLater)).toEqual({
      ok: false,
      reason: 'bad_time',
    });
  });
});

describe('topicMatches', () => {
  it.each([
    ['shellies/ht/sensor/+', 'shellies/ht/sensor/temperature', true],
    ['shellies/ht/sensor/+', 'shellies/ht/sensor/temperature/x', false],
    ['shellies/ht/sensor/+', 'shellies/ht/sensor', false],
    ['growtent/sensor/+/state', 'growtent/sensor/tent_co2/state', true],
    ['growtent/sensor/+/state', 'growtent/sensor/tent_co2/command', false],
    ['a/+/b', 'a//b', true],
    ['tele/tent/SENSOR', 'tele/tent/SENSOR', true],
    ['tele/tent/SENSOR', 'tele/tent/STATE', false],
    ['tele/tent/SENSOR', 'tele/Tent/SENSOR', false],
    ['tele/#', 'tele', true],
    ['tele/#', 'tele/tent/SENSOR', true],
    ['tele/#', 'stat/tent/RESULT', false],
    ['#', 'anything/at/all', true],
    ['#', '$SYS/broker/uptime', false],
    ['+/broker/uptime', '$SYS/broker/uptime', false],
    ['$SYS/#', '$SYS/broker/uptime', true],
    ['a/#/b', 'a/x/b', false],
    ['a/b+', 'a/b+', false],
    ['a/b#', 'a/b#', false],
  ])('%s against %s: %s', (filter, topic, matches) => {
    expect(topicMatches(filter, topic)).toBe(matches);
  });
});
