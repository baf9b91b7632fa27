import type { Environment } from '@maryjane/contract/environments';
import type { NotificationList } from '@maryjane/contract/notifications';
import type {
  EnvironmentReadings,
  EnvironmentTargets as Targets,
  SensorDeviceWithKey,
} from '@maryjane/contract/sensors';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { environmentWithCycle, readingsPoster } from './test-fixtures';

// Targets follow the environment's current grow: its phase, and its medium for pH.

const t = useTestApp({ seed: true });
const post = readingsPoster(t);

async function grower() {
  return clientFor(t, (await registerUser(t)).token);
}

/** A sensor in `environment` that has just reported a pH of `value`; the reading as judged. */
async function phReading(client: Client, environment: Environment, value: number) {
  const sensor = await client.post<SensorDeviceWithKey>('/api/sensors', {
    name: 'pH probe',
    environmentId: environment.id,
  });
  expect((await post(sensor.key, { metric: 'ph', value })).statusCode).toBe(202);
  const readings = await client.get<EnvironmentReadings>(
    `/api/environments/${environment.id}/readings`,
  );
  return readings.latest.find((reading) => reading.metric === 'ph');
}

const phAlerts = async (client: Client) =>
  (await client.get<NotificationList>('/api/notifications')).items.filter(
    (item) => item.metric === 'ph',
  );

describe('targets per grow medium', () => {
  it('gives a coco grow pH 5.5–6.5, so a correct 5.8 is ok and raises no alert', async () => {
    const client = await grower();
    const tent = await environmentWithCycle(client, 'Coco tent', 'flowering', 'coco');
    const targets = await client.get<Targets>(`/api/environments/${tent.id}/targets`);
    expect(targets).toMatchObject({ environmentId: tent.id, phase: 'flowering', medium: 'coco' });
    for (const phase of ['seedling', 'vegetative', 'flowering'] as const) {
      expect(targets.targets[phase].ph).toEqual({ min: 5.5, max: 6.5, custom: false });
    }
    expect(targets.targets.drying.ph).toBeUndefined();

    expect(await phReading(client, tent, 5.8)).toMatchObject({
      status: 'ok',
      target: { min: 5.5, max: 6.5 },
    });
    expect(await phAlerts(client)).toEqual([]);
  });

  it('gives a soil grow pH 6.0–7.0, so 5.8 is low and alerts', async () => {
    const client = await grower();
    const bed = await environmentWithCycle(client, 'Soil tent', undefined, 'soil');
    const targets = await client.get<Targets>(`/api/environments/${bed.id}/targets`);
    expect(targets).toMatchObject({ phase: 'seedling', medium: 'soil' });
    expect(targets.targets.seedling.ph).toEqual({ min: 6, max: 7, custom: false });

    expect(await phReading(client, bed, 5.8)).toMatchObject({
      status: 'low',
      target: { min: 6, max: 7 },
    });
    expect(await phAlerts(client)).toMatchObject([{ value: 5.8, min: 6, max: 7 }]);
  });

  it('uses soil’s pH and no phase in an environment without a grow', async () => {
    const client = await grower();
    const bare = await client.post<Environment>('/api/environments', {
      name: 'Empty tent',
      type: 'tent',
      location: 'Cellar',
    });
    const targets = await client.get<Targets>(`/api/environments/${bare.id}/targets`);
    expect(targets).toMatchObject({ phase: null, medium: 'soil' });
    expect(targets.targets.vegetative.ph).toEqual({ min: 6, max: 7, custom: false });
    // No phase, so no target to judge by.
    expect(await phReading(client, bare, 5.8)).toMatchObject({ status: 'unknown', target: null });
  });

  it('lets the environment’s own target win over the medium’s', async () => {
    const client = await grower();
    const tent = await environmentWithCycle(client, 'Hydro tent', undefined, 'hydro');
    const saved = await client.data<Targets>('PUT', `/api/environments/${tent.id}/targets`, {
      targets: [{ phase: 'seedling', metric: 'ph', min: 6, max: 6.4 }],
    });
    expect(saved).toMatchObject({ medium: 'hydro', phase: 'seedling' });
    expect(saved.targets.seedling.ph).toEqual({ min: 6, max: 6.4, custom: true });
    expect(saved.targets.vegetative.ph).toEqual({ min: 5.5, max: 6.5, custom: false });
    expect(await phReading(client, tent, 5.8)).toMatchObject({
      status: 'low',
      target: { min: 6, max: 6.4 },
    });
  });

  it('keeps another grower out of an environment’s targets', async () => {
    const mary = await grower();
    const otto = await grower();
    const tent = await environmentWithCycle(mary, 'Rockwool tent', undefined, 'rockwool');
    expect((await otto.call('GET', `/api/environments/${tent.id}/targets`)).status).toBe(404);
    expect(
      (
        await otto.call('PUT', `/api/environments/${tent.id}/targets`, {
          targets: [{ phase: 'seedling', metric: 'ph', min: 5, max: 6 }],
        })
      ).status,
    ).toBe(404);
    const targets = await mary.get<Targets>(`/api/environments/${tent.id}/targets`);
    expect(targets.medium).toBe('rockwool');
    expect(targets.targets.seedling.ph?.custom).toBe(false);
  });
});
