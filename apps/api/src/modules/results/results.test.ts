import type { CatalogueItem, Page } from '@maryjane/contract/catalogue';
import { addDays, todayIso } from '@maryjane/contract/dates';
import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { CycleResults, GrowReport } from '@maryjane/contract/results';
import type { Strain } from '@maryjane/contract/strains';
import { vapourPressureDeficit } from '@maryjane/contract/sensors';
import { describe, expect, it } from 'vitest';
import { harvests } from '../../db/schema/harvests';
import { sensorRollups } from '../../db/schema/sensors';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { addPhoto } from '../photos/test-fixtures';

// Harvest results (issue 27): a cycle with known weights, watts, hours, prices and readings,
// and the exact numbers its results must show.

const t = useTestApp({ seed: true });

async function catalogueItem(client: Client, path: string, name: string) {
  const found = await client.get<Page<CatalogueItem>>(`${path}?q=${encodeURIComponent(name)}`);
  return must(found.items.find((item) => item.name === name));
}

/**
 * Mary's finished grow: a 100 × 100 cm tent with the SF2000 light (200 W in the catalogue, 100 €,
 * lasting 5 cycles) and a fan she says draws 30 W (50 €, default lifespan), 3 seeds for 30 € of
 * which the cycle's 2 plants took 2, a 1 L bottle of nutrients for 20 € of which one feed took
 * 20 ml; germinated 1 June, vegetative 4 June (3 days), flowering 4 July (30 days), harvest
 * 1 September (59 days), complete 1 October (30 days); light 18 (default) then 12 hours.
 */
async function knownGrow(username = 'Mary') {
  const account = await registerUser(t, { username });
  const mary = clientFor(t, account.token);
  const light = await catalogueItem(mary, '/api/equipment-items', 'SF2000');
  const fan = await catalogueItem(mary, '/api/equipment-items', 'CLOUDLINE S4');
  const bottle = await catalogueItem(mary, '/api/supply-items', 'Bio-Grow 1 L');
  const strain = must(
    (await mary.get<Page<Strain>>('/api/strains?floweringType=photoperiod&q=Northern')).items[0],
  );
  const lightLine = await mary.post<InventoryItem>('/api/inventory/equipment', {
    itemId: light.id,
    price: 100,
    expectedCycles: 5,
  });
  const fanLine = await mary.post<InventoryItem>('/api/inventory/equipment', {
    itemId: fan.id,
    price: 50,
    watts: 30,
  });
  const seeds = await mary.post<InventoryItem>('/api/inventory/seeds', {
    itemId: strain.id,
    quantity: 3,
    price: 30,
  });
  const nutrients = await mary.post<InventoryItem>('/api/inventory/supplies', {
    itemId: bottle.id,
    price: 20,
  });
  const environment = await mary.post<Environment>('/api/environments', {
    name: 'Secret attic tent',
    type: 'tent',
    location: 'Elm Street attic',
    widthCm: 100,
    depthCm: 100,
    heightCm: 180,
    equipmentIds: [lightLine.id, fanLine.id],
  });
  await mary.data('PUT', `/api/environments/${environment.id}/targets`, {
    targets: [{ phase: 'flowering', metric: 'air_temperature', min: 23, max: 25 }],
  });
  const cycle = await mary.post<GrowCycle>('/api/grow-cycles', {
    name: 'Summer grow',
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 2,
    startDate: '2026-06-01',
    environmentId: environment.id,
    lightHoursFlowering: 12,
  });
  const moves: [string, string][] = [
    ['vegetative', '2026-06-04'],
    ['flowering', '2026-07-04'],
    ['harvest', '2026-09-01'],
    ['complete', '2026-10-01'],
  ];
  for (const [phase, date] of moves) {
    await mary.data('POST', `/api/grow-cycles/${cycle.id}/phase`, { phase, date });
  }
  await mary.post(`/api/grow-cycles/${cycle.id}/journal`, {
    date: '2026-07-10',
    kind: 'feed',
    amountL: 10,
    note: 'Private note about the neighbours',
    feed: [{ itemId: nutrients.id, dose: 2, unit: 'ml/L' }],
  });
  await mary.data('PATCH', '/api/user/household', { adultsInHousehold: 1, electricityPrice: 0.4 });
  const plants = await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
  await t.database.db.insert(harvests).values(
    plants.map((plant, index) => ({
      ownerId: account.user.id,
      cycleId: cycle.id,
      plantId: plant.id,
      wetG: 200,
      dryG: index === 0 ? 40 : 55,
      // The second plant was cured down to 50 g: its final weight.
      curedG: index === 0 ? null : 50,
      smell: 4 + index,
      notes: 'Private harvest note',
    })),
  );
  return { account, mary, cycle, environment, lightLine, plants };
}

const bucket = (iso: string) => new Date(iso);

async function addRollups(environmentId: string) {
  const row = (
    at: string,
    metric: string,
    count: number,
    sum: number,
    min: number,
    max: number,
  ) => ({
    environmentId,
    metric: metric as 'air_temperature',
    bucket: bucket(at),
    count,
    sum,
    min,
    max,
  });
  await t.database.db.insert(sensorRollups).values([
    // Vegetative: 20 °C, below its 23–27 °C.
    row('2026-06-10T12:00:00Z', 'air_temperature', 1, 20, 20, 20),
    // Flowering: three buckets.
    row('2026-08-01T12:00:00Z', 'air_temperature', 2, 48, 23, 25),
    row('2026-08-01T12:00:00Z', 'humidity', 2, 104, 50, 54),
    row('2026-08-01T12:10:00Z', 'air_temperature', 1, 28, 28, 28),
    row('2026-08-01T12:10:00Z', 'humidity', 1, 60, 60, 60),
    row('2026-08-01T18:00:00Z', 'air_temperature', 1, 25, 25, 25),
  ]);
}

describe('harvest results of a known cycle', () => {
  it('gives the exact yield, ratios, phases and costs', async () => {
    const { mary, cycle } = await knownGrow();
    const results = await mary.get<CycleResults>(`/api/grow-cycles/${cycle.id}/results`);

    expect(results.lightHours).toEqual({ vegetative: 18, flowering: 12 });
    expect(results.plants).toEqual({ count: 2, harvested: 2 });
    expect(results.yield).toEqual({ wetG: 400, trimG: null, dryG: 95, curedG: 50, finalG: 90 });
    expect(results.perPlantG).toBe(45);
    expect(results.areaM2).toBe(1);
    expect(results.perM2G).toBe(90);
    expect(results.lightWatts).toBe(200);
    expect(results.perWattG).toBe(0.45);
    expect(results.ratings).toEqual({ smell: 4.5, taste: null, effect: null });
    expect(results.phases.map(({ phase, actual }) => [phase, actual])).toEqual([
      ['germinate', 3],
      ['vegetative', 30],
      ['flowering', 59],
      ['harvest', 30],
    ]);
    expect(results.phases[0]).toMatchObject({
      planned: { min: 1, typical: 3, max: 7 },
      start: '2026-06-01',
      end: '2026-06-04',
    });

    const { costs } = results;
    // Light: 200 W × (33 days × 18 h + 59 days × 12 h) = 200 W × 1302 h = 260.4 kWh.
    // Fan: 30 W × 24 h × 92 days = 66.24 kWh. Together 326.64 kWh × 0.40 € = 130.656 €.
    expect(costs.devices).toEqual([
      { name: 'CLOUDLINE S4', type: 'exhaust-fan', watts: 30, hoursPerDay: 24, kwh: 66.24 },
      { name: 'SF2000', type: 'light', watts: 200, hoursPerDay: 'light', kwh: 260.4 },
    ]);
    expect(costs.kwh).toBe(326.64);
    expect(costs.pricePerKwh).toBe(0.4);
    expect(costs.electricity).toBe(130.66);
    // 2 of 3 seeds at 30 € = 20 €; 20 ml of 1000 ml at 20 € = 0.40 €; 100 € / 5 + 50 € / 5 = 30 €.
    expect(costs.seeds).toBe(20);
    expect(costs.supplies).toBe(0.4);
    expect(costs.equipment).toBe(30);
    // 181.056 € for 90 g.
    expect(costs.total).toBe(181.06);
    expect(costs.perGram).toBe(2.01);
    expect(costs.lines).toContainEqual({
      name: 'Bio-Grow 1 L',
      kind: 'supplies',
      amount: 20,
      unit: 'ml',
      euros: 0.4,
      missing: null,
    });
    expect(results.legal).toMatchObject({ driedG: 90 });
  });

  it('uses the default price without the grower’s, and marks what it cannot price', async () => {
    const { mary, cycle, lightLine } = await knownGrow();
    await mary.data('PATCH', '/api/user/household', {
      adultsInHousehold: 1,
      electricityPrice: null,
    });
    await mary.patch(`/api/inventory/equipment/${lightLine.id}`, { price: null, watts: 0 });
    const { costs, lightWatts, perWattG } = await mary.get<CycleResults>(
      `/api/grow-cycles/${cycle.id}/results`,
    );
    expect(costs.pricePerKwh).toBe(0.38);
    // The fan alone: 66.24 kWh × 0.38 € = 25.1712 €.
    expect(costs.electricity).toBe(25.17);
    expect(costs.lines).toContainEqual({
      name: 'SF2000',
      kind: 'equipment',
      amount: null,
      unit: null,
      euros: null,
      missing: 'price',
    });
    expect(lightWatts).toBe(0);
    expect(perWattG).toBeNull();
  });

  it('gives each phase’s climate against its targets, the environment’s own included', async () => {
    const { mary, cycle, environment } = await knownGrow();
    await addRollups(environment.id);
    const { climate } = await mary.get<CycleResults>(`/api/grow-cycles/${cycle.id}/results`);
    expect(climate.map((phase) => phase.phase)).toEqual([
      'seedling',
      'vegetative',
      'flowering',
      'drying',
    ]);
    const vegetative = must(climate[1]);
    expect(vegetative.airTemperature).toEqual({
      mean: 20,
      min: 20,
      max: 20,
      inTarget: 0,
      target: { min: 23, max: 27 },
    });
    const flowering = must(climate[2]);
    expect(flowering.from).toBe('2026-07-04T00:00:00.000Z');
    expect(flowering.to).toBe('2026-09-01T00:00:00.000Z');
    expect(flowering.hours).toBe(59 * 24);
    expect(flowering.hoursWithReadings).toBe(0.5);
    // (48 + 28 + 25) / 4 readings; 24 and 25 °C inside the grower's 23–25 °C, 28 °C not.
    expect(flowering.airTemperature).toEqual({
      mean: 25.3,
      min: 23,
      max: 28,
      inTarget: 0.667,
      target: { min: 23, max: 25 },
    });
    expect(flowering.humidity).toEqual({
      mean: 54.7,
      min: 50,
      max: 60,
      inTarget: 0.5,
      target: { min: 50, max: 55 },
    });
    // VPD only where a bucket has both: 24 °C / 52 % and 28 °C / 60 %.
    const vpds = [vapourPressureDeficit(24, 52), vapourPressureDeficit(28, 60)];
    const inside = vpds.filter((vpd) => vpd >= 1 && vpd <= 1.5).length;
    expect(flowering.vpd).toEqual({
      mean: Math.round(((must(vpds[0]) + must(vpds[1])) / 2) * 100) / 100,
      min: Math.round(Math.min(...vpds) * 100) / 100,
      max: Math.round(Math.max(...vpds) * 100) / 100,
      inTarget: inside / 2,
      target: { min: 1, max: 1.5 },
    });
    expect(must(climate[3]).airTemperature.mean).toBeNull();
  });
});

describe('a cycle still growing', () => {
  it('counts its current phase to today, with no yield yet', async () => {
    const account = await registerUser(t);
    const mary = clientFor(t, account.token);
    const light = await catalogueItem(mary, '/api/equipment-items', 'SF2000');
    const line = await mary.post<InventoryItem>('/api/inventory/equipment', { itemId: light.id });
    const strain = must(
      (await mary.get<Page<Strain>>('/api/strains?floweringType=photoperiod&q=Northern')).items[0],
    );
    const seeds = await mary.post<InventoryItem>('/api/inventory/seeds', { itemId: strain.id });
    const environment = await mary.post<Environment>('/api/environments', {
      name: 'Cupboard',
      type: 'tent',
      location: 'Hall',
      equipmentIds: [line.id],
    });
    const today = todayIso();
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', {
      name: 'Now',
      seedId: seeds.id,
      growMedium: 'soil',
      numberOfPlants: 1,
      startDate: addDays(today, -10),
      environmentId: environment.id,
    });
    await mary.data('POST', `/api/grow-cycles/${cycle.id}/phase`, {
      phase: 'vegetative',
      date: addDays(today, -7),
    });
    const results = await mary.get<CycleResults>(`/api/grow-cycles/${cycle.id}/results`);
    expect(results.phases.map(({ actual }) => actual)).toEqual([3, 7, null, null]);
    // 200 W × 10 days × 18 h = 36 kWh at the default 0.38 € = 13.68 €; the light has no price.
    expect(results.costs.kwh).toBe(36);
    expect(results.costs.electricity).toBe(13.68);
    expect(results.costs.total).toBe(13.68);
    expect(results.costs.perGram).toBeNull();
    expect(results.areaM2).toBeNull();
    expect(results.perWattG).toBeNull();
    expect(results.climate.map((phase) => phase.phase)).toEqual(['seedling', 'vegetative']);
  });
});

describe('the grow report', () => {
  it('shows harvests, photos, feeds and climate, and nothing that names the grower', async () => {
    const { account, mary, cycle, environment } = await knownGrow('Marygold');
    await addRollups(environment.id);
    await addPhoto(t, account.token, cycle.id);
    const report = await mary.get<GrowReport>(`/api/grow-cycles/${cycle.id}/report`);
    expect(report.sharedBy).toBeNull();
    expect(report.environment).toEqual({ type: 'tent', widthCm: 100, depthCm: 100, heightCm: 180 });
    expect(report.harvests.map((harvest) => [harvest.plantNumber, harvest.curedG])).toEqual([
      [1, null],
      [2, 50],
    ]);
    expect(report.photos).toHaveLength(1);
    expect(report.photos[0]?.thumbUrl).toContain('signature=');
    expect(report.feeds).toEqual([
      {
        date: '2026-07-10',
        plantNumber: null,
        amountL: 10,
        ph: null,
        ec: null,
        products: [{ name: 'Bio-Grow 1 L', amount: 20, unit: 'ml' }],
      },
    ]);
    // 12:00 and 12:10 fall in the 12:00 step, 18:00 in its own.
    expect(report.climateSeries.filter((point) => point.at.startsWith('2026-08-01'))).toEqual([
      {
        at: '2026-08-01T12:00:00.000Z',
        airTemperature: 25.3,
        humidity: 54.7,
        vpd: Math.round(vapourPressureDeficit(76 / 3, 164 / 3) * 100) / 100,
      },
      { at: '2026-08-01T18:00:00.000Z', airTemperature: 25, humidity: null, vpd: null },
    ]);
    const text = JSON.stringify(report);
    for (const secret of [
      account.user.email,
      'Marygold',
      'Secret attic tent',
      'Elm Street',
      'Private',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers another grower’s or a malformed id with 404', async () => {
    const { cycle } = await knownGrow();
    const otto = clientFor(t, (await registerUser(t, { username: 'Otto' })).token);
    for (const id of [cycle.id, 'not-a-uuid']) {
      for (const part of ['results', 'report']) {
        expect((await otto.call('GET', `/api/grow-cycles/${id}/${part}`)).status).toBe(404);
      }
    }
  });
});

describe('comparing cycles', () => {
  it('answers in the order asked, 404 for another grower’s cycle, 422 for too few or many', async () => {
    const { mary, cycle } = await knownGrow();
    const second = await mary.post<GrowCycle>('/api/grow-cycles', {
      name: 'Autumn grow',
      seedId: must(cycle.seedId),
      growMedium: 'coco',
      numberOfPlants: 1,
      startDate: '2026-11-01',
      seedsFromInventory: false,
    });
    const compared = await mary.get<CycleResults[]>(
      `/api/grow-cycles/compare?ids=${second.id},${cycle.id}`,
    );
    expect(compared.map((results) => results.name)).toEqual(['Autumn grow', 'Summer grow']);
    expect(compared[0]?.yield.finalG).toBeNull();
    expect(compared[0]?.costs.perGram).toBeNull();

    const otto = await knownGrow('Otto');
    const foreign = await mary.call(
      'GET',
      `/api/grow-cycles/compare?ids=${cycle.id},${otto.cycle.id}`,
    );
    expect(foreign.status).toBe(404);

    for (const count of [1, 7]) {
      const ids = Array.from({ length: count }, () => cycle.id).join(',');
      const answer = await mary.call('GET', `/api/grow-cycles/compare?ids=${ids}`);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ field: 'ids', code: 'outOfRange' }),
      ]);
    }
  });
});
