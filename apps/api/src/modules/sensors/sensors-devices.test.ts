import type { Environment } from '@maryjane/contract/environments';
import type { SensorDevice, SensorDeviceWithKey } from '@maryjane/contract/sensors';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { Client } from '../../test/client';
import { maryWithSensor, readingsPoster } from './test-fixtures';

// Sensor devices: the key shown once, renewed or deleted, and another grower kept out.

const t = useTestApp({ seed: true });
const post = readingsPoster(t);
let mary: Client;
let otto: Client;
let tent: Environment;
let device: SensorDeviceWithKey;

beforeAll(async () => {
  ({ mary, otto, tent, device } = await maryWithSensor(t));
});

describe('devices', () => {
  it('shows the key once and only its prefix afterwards', async () => {
    expect(device.key.length).toBeGreaterThanOrEqual(32);
    expect(device.keyPrefix).toBe(device.key.slice(0, 6));
    const [listed] = await mary.get<SensorDevice[]>('/api/sensors');
    expect(listed).toMatchObject({ id: device.id, environment: { id: tent.id } });
    expect(JSON.stringify(listed)).not.toContain(device.key);
  });

  it('refuses another grower’s environment and device', async () => {
    expect(
      await otto.fieldErrors('POST', '/api/sensors', { name: 'Spy', environmentId: tent.id }),
    ).toEqual([{ field: 'environmentId', code: 'notFound' }]);
    expect((await otto.call('POST', `/api/sensors/${device.id}/key`)).status).toBe(404);
    expect((await otto.call('DELETE', `/api/sensors/${device.id}`)).status).toBe(404);
    expect((await otto.call('GET', `/api/environments/${tent.id}/readings`)).status).toBe(404);
    expect((await otto.call('GET', `/api/environments/${tent.id}/targets`)).status).toBe(404);
  });

  it('stops taking readings with a renewed or deleted key', async () => {
    const spare = await mary.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'Spare',
      environmentId: tent.id,
    });
    expect((await post(spare.key, { metric: 'co2', value: 800 })).statusCode).toBe(202);
    const renewed = await mary.data<SensorDeviceWithKey>('POST', `/api/sensors/${spare.id}/key`);
    expect((await post(spare.key, { metric: 'co2', value: 800 })).statusCode).toBe(401);
    expect((await post(renewed.key, { metric: 'co2', value: 800 })).statusCode).toBe(202);
    expect((await mary.call('DELETE', `/api/sensors/${spare.id}`)).status).toBe(204);
    expect((await post(renewed.key, { metric: 'co2', value: 800 })).statusCode).toBe(401);
    expect((await post('', { metric: 'co2', value: 800 })).statusCode).toBe(401);
  });
});
