import type { Environment } from '@maryjane/contract/environments';
import {
  vapourPressureDeficit,
  type EnvironmentReadings,
  type SensorDevice,
  type SensorDeviceWithKey,
} from '@maryjane/contract/sensors';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { readingsCounter } from './test-fixtures';

// Issue 31: devices of other makes over HTTP (an Ecowitt gateway's customized upload, a Shelly
// H&T's report URL), the grower's mapping of their channels, and what is refused and counted.
// The payload shapes and their sources are in vendors/vendors.test.ts.

const t = useTestApp({ seed: true });
const storedReadings = readingsCounter(t);
let mary: Client;
let tent: Environment;
let bed: Environment;

/** An upload as a GW2000 with a WH31 (channel 1) and a WH51 (channel 1) sends it, in °F. */
function gatewayUpload(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    PASSKEY: '345544D8EAF42E1B8824A86D8250D5A3',
    stationtype: 'GW2000A_V2.1.5',
    dateutc: new Date(Date.now() - 30_000).toISOString().slice(0, 19).replace('T', ' '),
    tempinf: '71.60',
    humidityin: '48',
    temp1f: '77.00',
    humidity1: '55',
    soilmoisture1: '41',
    batt1: '0',
    soilbatt1: '1.5',
    freq: '868M',
    model: 'GW2000A',
    ...overrides,
  }).toString();
}

function upload(key: string, body: string, contentType = 'application/x-www-form-urlencoded') {
  return t.app.inject({
    method: 'POST',
    url: `/api/ingest/ecowitt/${key}`,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

async function deviceOf(client: Client, id: string) {
  return must((await client.get<SensorDevice[]>('/api/sensors')).find((d) => d.id === id));
}

beforeAll(async () => {
  mary = clientFor(t, (await registerUser(t)).token);
  const environment = (name: string, type: string) =>
    mary.post<Environment>('/api/environments', { name, type, location: 'Attic' });
  tent = await environment('Vendor tent', 'tent');
  bed = await environment('Vendor bed', 'outdoorBed');
});

describe('devices of other makes', () => {
  it('need a topic exactly where one is read from the broker', async () => {
    const add = (body: Record<string, unknown>) =>
      mary.call('POST', '/api/sensors', { name: 'Plug', environmentId: tent.id, ...body });
    const fieldOf = async (body: Record<string, unknown>) => {
      const answer = await add(body);
      expect(answer.status).toBe(422);
      return (answer.body as { errors: { field: string; code: string }[] }).errors;
    };
    expect(await fieldOf({ source: 'tasmota' })).toEqual([
      expect.objectContaining({ field: 'topic', code: 'required' }),
    ]);
    expect(await fieldOf({ source: 'maryjane', topic: 'tele/plug/SENSOR' })).toEqual([
      expect.objectContaining({ field: 'topic', code: 'invalid' }),
    ]);
    for (const topic of ['tele/#', 'tele/+/SENSOR', 'maryjane/x/readings', '$SYS/broker', 'a//b']) {
      expect(await fieldOf({ source: 'tasmota', topic })).toEqual([
        expect.objectContaining({ field: 'topic', code: 'topic' }),
      ]);
    }
    expect(await fieldOf({ source: 'zigbee' })).toEqual([
      expect.objectContaining({ field: 'source', code: 'invalid' }),
    ]);

    const plug = await mary.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'Plug',
      environmentId: tent.id,
      source: 'tasmota',
      topic: ' tasmota_5C1A2B ',
    });
    expect(plug).toMatchObject({ source: 'tasmota', topic: 'tasmota_5C1A2B', channels: [] });
    // Another grower's device on the same topic would store Mary's values.
    const otto = clientFor(t, (await registerUser(t)).token);
    const ottosTent = await otto.post<Environment>('/api/environments', {
      name: 'Otto tent',
      type: 'tent',
      location: 'Cellar',
    });
    const taken = await otto.call('POST', '/api/sensors', {
      name: 'Mine',
      environmentId: ottosTent.id,
      source: 'tasmota',
      topic: 'tasmota_5C1A2B',
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ errors: [{ field: 'topic', code: 'topicTaken' }] });
  });

  it('map channels only into their own environments, each channel once', async () => {
    const gateway = await mary.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'Mapping gateway',
      environmentId: tent.id,
      source: 'ecowitt',
    });
    const otto = clientFor(t, (await registerUser(t)).token);
    const ottosTent = await otto.post<Environment>('/api/environments', {
      name: 'Not Mary’s',
      type: 'tent',
      location: 'Cellar',
    });
    const patch = (mappings: unknown, client = mary) =>
      client.call('PATCH', `/api/sensors/${gateway.id}`, { mappings });

    const foreign = await patch([
      { channel: 'temp1f', environmentId: tent.id, metric: 'air_temperature' },
      { channel: 'temp2f', environmentId: ottosTent.id, metric: 'air_temperature' },
    ]);
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({
      errors: [{ field: 'mappings.1.environmentId', code: 'notFound' }],
    });
    const twice = await patch([
      { channel: 'temp1f', environmentId: tent.id, metric: 'air_temperature' },
      { channel: 'temp1f', environmentId: bed.id, metric: 'soil_temperature' },
    ]);
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({
      errors: [{ field: 'mappings.1.channel', code: 'duplicate' }],
    });
    // Otto cannot map Mary's device at all.
    expect((await patch([], otto)).status).toBe(404);
    // A topic is for topic sources only.
    const topic = await mary.call('PATCH', `/api/sensors/${gateway.id}`, { topic: 'weather' });
    expect(topic.status).toBe(422);

    expect(await deviceOf(mary, gateway.id)).toMatchObject({ mappings: [] });
    const saved = await mary.data<SensorDevice>('PATCH', `/api/sensors/${gateway.id}`, {
      mappings: [{ channel: 'soilmoisture1', environmentId: bed.id, metric: 'soil_moisture' }],
    });
    expect(saved.mappings).toEqual([
      {
        channel: 'soilmoisture1',
        environment: { id: bed.id, name: 'Vendor bed' },
        metric: 'soil_moisture',
      },
    ]);
  });
});

describe('an Ecowitt gateway', () => {
  it('lists every channel it sends, and stores the mapped ones where they belong', async () => {
    const gateway = await mary.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'GW2000',
      environmentId: tent.id,
      source: 'ecowitt',
    });
    const [tentBefore, bedBefore] = [await storedReadings(tent.id), await storedReadings(bed.id)];

    // Nothing mapped yet: nothing stored, but every channel shown with its value in °C.
    const first = await upload(gateway.key, gatewayUpload());
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ data: { accepted: 0 } });
    const seen = await deviceOf(mary, gateway.id);
    expect(seen.lastSeenAt).not.toBeNull();
    expect(
      seen.channels.map(({ channel, value, quantity }) => ({ channel, value, quantity })),
    ).toEqual([
      { channel: 'humidity1', value: 55, quantity: 'humidity' },
      { channel: 'humidityin', value: 48, quantity: 'humidity' },
      { channel: 'soilmoisture1', value: 41, quantity: 'soil_moisture' },
      { channel: 'temp1f', value: 25, quantity: 'air_temperature' },
      { channel: 'tempinf', value: 22, quantity: 'air_temperature' },
    ]);
    expect(await storedReadings(tent.id)).toBe(tentBefore);

    // The WH31 hangs in the tent, the WH51 sits in the bed; the indoor sensor stays unmapped.
    await mary.data('PATCH', `/api/sensors/${gateway.id}`, {
      mappings: [
        { channel: 'temp1f', environmentId: tent.id, metric: 'air_temperature' },
        { channel: 'humidity1', environmentId: tent.id, metric: 'humidity' },
        { channel: 'soilmoisture1', environmentId: bed.id, metric: 'soil_moisture' },
      ],
    });
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 20_000);
    const dateutc = at.toISOString().slice(0, 19).replace('T', ' ');
    const second = await upload(gateway.key, gatewayUpload({ dateutc }));
    expect(second.json()).toEqual({ data: { accepted: 3 } });

    const tentReadings = await mary.get<EnvironmentReadings>(
      `/api/environments/${tent.id}/readings`,
    );
    const latest = Object.fromEntries(tentReadings.latest.map((r) => [r.metric, r]));
    expect(latest.air_temperature).toMatchObject({ value: 25, recordedAt: at.toISOString() });
    expect(latest.humidity).toMatchObject({ value: 55 });
    expect(latest.vpd?.value).toBeCloseTo(vapourPressureDeficit(25, 55), 3);
    const bedReadings = await mary.get<EnvironmentReadings>(`/api/environments/${bed.id}/readings`);
    expect(bedReadings.latest).toEqual([
      expect.objectContaining({ metric: 'soil_moisture', value: 41 }),
    ]);
    // Three readings and the VPD in the tent, one in the bed.
    expect(await storedReadings(tent.id)).toBe(tentBefore + 3);
    expect(await storedReadings(bed.id)).toBe(bedBefore + 1);

    // The gateway sends the same upload again (a retry): stored once.
    await upload(gateway.key, gatewayUpload({ dateutc }));
    expect(await storedReadings(tent.id)).toBe(tentBefore + 3);
  });

  it('refuses a bad upload whole, counts it, and stores nothing of it', async () => {
    const gateway = await mary.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'Refusing gateway',
      environmentId: tent.id,
      source: 'ecowitt',
    });
    await mary.data('PATCH', `/api/sensors/${gateway.id}`, {
      mappings: [
        { channel: 'temp2f', environmentId: tent.id, metric: 'air_temperature' },
        { channel: 'humidity2', environmentId: tent.id, metric: 'humidity' },
      ],
    });
    const before = await storedReadings(tent.id);

    // A humidity of 140 % alongside a good temperature: neither is stored.
    const impossible = await upload(
      gateway.key,
      gatewayUpload({ temp2f: '75.2', humidity2: '140' }),
    );
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json()).toMatchObject({ errors: [{ field: 'body', code: 'invalid' }] });
    // Not a gateway's upload at all.
    expect((await upload(gateway.key, 'hello=world')).statusCode).toBe(422);
    expect((await upload(gateway.key, '{"tempinf":70}', 'application/json')).statusCode).toBe(422);
    const late = new Date(Date.now() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect((await upload(gateway.key, gatewayUpload({ dateutc: late }))).statusCode).toBe(422);

    expect(await storedReadings(tent.id)).toBe(before);
    const device = await deviceOf(mary, gateway.id);
    expect(device.rejected).toMatchObject({ count: 4, lastReason: 'bad_time' });
    expect(device.rejected.lastAt).not.toBeNull();
    expect(device.channels).toEqual([]);

    // Only the battery and the like: alive, nothing refused.
    const batteries = new URLSearchParams({ PASSKEY: 'K', wh65batt: '0', batt1: '0' }).toString();
    expect((await upload(gateway.key, batteries)).statusCode).toBe(202);
    expect((await deviceOf(mary, gateway.id)).rejected.count).toBe(4);
  });

  it('answers 401 for a key nobody has, and 400 for the key of a device of another kind', async () => {
    expect((await upload('x'.repeat(32), gatewayUpload())).statusCode).toBe(401);
    const json = await mary.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'JSON probe',
      environmentId: tent.id,
    });
    const answer = await upload(json.key, gatewayUpload());
    expect(answer.statusCode).toBe(400);
    expect((await deviceOf(mary, json.id)).rejected.count).toBe(0);
  });
});

describe('Home Assistant', () => {
  it('cannot be published to without a broker, and says so', async () => {
    expect(await mary.get('/api/sensors/home-assistant')).toEqual({
      publish: false,
      available: false,
      prefix: 'homeassistant',
    });
    expect(await mary.data('PUT', '/api/sensors/home-assistant', { publish: true })).toMatchObject({
      publish: true,
      available: false,
    });
    const refused = await mary.call('PUT', '/api/sensors/home-assistant', { publish: 'yes' });
    expect(refused.status).toBe(422);
  });
});

describe("a Shelly H&T's report URL", () => {
  it('stores humidity and temperature once mapped', async () => {
    const shelly = await mary.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'H&T',
      environmentId: bed.id,
      source: 'shelly',
      topic: 'shellies/shellyht-AB12CD',
    });
    await mary.data('PATCH', `/api/sensors/${shelly.id}`, {
      mappings: [{ channel: 'temperature', environmentId: bed.id, metric: 'air_temperature' }],
    });
    const report = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/ingest/shelly/${shelly.key}?${query}` });
    const answer = await report('hum=61&temp=18.25&id=shellyht-AB12CD');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ data: { accepted: 1 } });
    const readings = await mary.get<EnvironmentReadings>(`/api/environments/${bed.id}/readings`);
    expect(readings.latest).toContainEqual(
      expect.objectContaining({ metric: 'air_temperature', value: 18.25 }),
    );
    expect((await deviceOf(mary, shelly.id)).channels.map((c) => c.channel)).toEqual([
      'humidity',
      'temperature',
    ]);
    expect((await report('hum=wet&temp=18')).statusCode).toBe(422);
    expect((await deviceOf(mary, shelly.id)).rejected).toMatchObject({
      count: 1,
      lastReason: 'bad_value',
    });
  });
});
