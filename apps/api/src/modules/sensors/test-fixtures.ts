import type { Page } from '@maryjane/contract/catalogue';
import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { SensorDeviceWithKey } from '@maryjane/contract/sensors';
import type { Strain } from '@maryjane/contract/strains';
import { count, eq } from 'drizzle-orm';
import { sensorReadings } from '../../db/schema/sensors';
import { registerUser } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';

// The setup the sensors test files share: growers with sensors, and readings as devices post them.

/** Readings as a device posts them, to the app of `t`. */
export function readingsPoster(t: TestApp) {
  return function post(key: string, payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/api/sensors/readings',
      headers: { 'x-device-key': key },
      payload: payload as Record<string, unknown>,
    });
  };
}

/** How many readings the database of `t` holds for an environment. */
export function readingsCounter(t: TestApp) {
  return async function storedReadings(environmentId: string) {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(sensorReadings)
      .where(eq(sensorReadings.environmentId, environmentId));
    return row?.n ?? 0;
  };
}

/**
 * A new environment with a grow of one plant in `medium` (soil otherwise) in it, moved on to
 * `phase` (seedling otherwise), of a strain of `floweringType` (the catalogue's first otherwise).
 */
export async function environmentWithCycle(
  client: Client,
  name: string,
  phase?: string,
  medium = 'soil',
  floweringType?: 'photoperiod' | 'autoflowering',
) {
  const environment = await client.post<Environment>('/api/environments', {
    name,
    type: 'tent',
    location: 'Attic',
  });
  const query = floweringType ? `?floweringType=${floweringType}` : '';
  const strain = must((await client.get<Page<Strain>>(`/api/strains${query}`)).items[0]);
  if (floweringType && strain.floweringType !== floweringType) throw new Error('strain filter');
  const seeds = await client.post<InventoryItem>('/api/inventory/seeds', { itemId: strain.id });
  const cycle = await client.post<GrowCycle>('/api/grow-cycles', {
    name: `${name} grow`,
    seedId: seeds.id,
    growMedium: medium,
    numberOfPlants: 1,
    startDate: '2026-10-01',
    environmentId: environment.id,
  });
  for (const next of phase === 'flowering' ? ['vegetative', 'flowering'] : []) {
    await client.data('POST', `/api/grow-cycles/${cycle.id}/phase`, {
      phase: next,
      date: '2026-10-10',
    });
  }
  return environment;
}

/** A new grower on `app` with a sensor in an environment whose grow is in `phase`. */
export async function growerWithSensor(app: TestApp, environmentName: string, phase?: string) {
  const client = clientFor(app, (await registerUser(app)).token);
  const environment = await environmentWithCycle(client, environmentName, phase);
  const sensor = await client.post<SensorDeviceWithKey>('/api/sensors', {
    name: `${environmentName} probe`,
    environmentId: environment.id,
  });
  return { client, environment, sensor };
}

/** The ten-minute bucket an hour ago, and a moment `minutes` into it. */
export function bucketAnHourAgo() {
  const bucket = Math.floor((Date.now() - 3600_000) / 600_000) * 600_000;
  return { bucket, at: (minutes: number) => new Date(bucket + minutes * 60_000).toISOString() };
}

/**
 * Mary, with a sensor in her attic tent whose grow is flowering, and Otto, another grower: made
 * in this order, as the tests that use them expect.
 */
export async function maryWithSensor(t: TestApp) {
  const mary = clientFor(t, (await registerUser(t)).token);
  const otto = clientFor(t, (await registerUser(t)).token);
  const tent = await environmentWithCycle(mary, 'Attic tent', 'flowering');
  const device = await mary.post<SensorDeviceWithKey>('/api/sensors', {
    name: 'ESP32 in the tent',
    environmentId: tent.id,
  });
  return { mary, otto, tent, device };
}
