import {
  exportParts,
  type DataExport,
  type ExportPart,
  type ImportResult,
} from '@maryjane/contract/data-export';
import type { InventoryItem } from '@maryjane/contract/inventory';
import { getTableName, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor } from '../../test/client';
import { documentChecker } from '../../test/document-check';
import { createGrower, snapshotOf, type Grower } from '../../test/grower';
import { parts } from './parts';

const t = useTestApp({ seed: true });
let mary: Grower;
let file: DataExport;

const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function exportOf(token: string): Promise<DataExport> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/export',
    headers: as(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as DataExport;
}

async function importInto(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/import',
    headers: as(token),
    payload: payload as Record<string, unknown>,
  });
}

beforeAll(async () => {
  mary = await createGrower(t, 'Mary');
  // Her own catalogue entries travel with her: a custom strain and a custom item in use.
  const strain = await mary.client.post<{ id: string }>('/api/strains/custom', {
    name: 'Grandma’s Kush',
    producer: 'Backyard Genetics',
    floweringType: 'photoperiod',
  });
  await mary.client.post<InventoryItem>('/api/inventory/seeds', {
    itemId: strain.id,
    quantity: 3,
    notes: '=HYPERLINK("http://evil.example")',
  });
  const item = await mary.client.post<{ id: string }>('/api/equipment-items/custom', {
    name: 'Self-built cabinet',
    type: 'tent',
    price: '89.90',
  });
  await mary.client.post('/api/inventory/equipment', { itemId: item.id, price: '89.90' });
  // Feeding (issue 26): a supplies line with stock, a feeding plan and a feed entry's product.
  const { cycle, supplies } = mary.ids;
  await mary.client.patch(`/api/inventory/supplies/${supplies}`, {
    stockAmount: 500,
    stockUnit: 'ml',
  });
  const dose = { itemId: supplies, dose: 2, unit: 'ml/L' };
  await mary.client.data('PUT', `/api/grow-cycles/${cycle}/feeding-plan`, {
    rows: [{ phase: 'flowering', week: 2, doses: [dose] }],
  });
  await mary.client.post(`/api/grow-cycles/${cycle}/journal`, {
    date: '2026-11-20',
    kind: 'feed',
    amountL: 2,
    feed: [dose],
  });
  // Harvest costs (issue 27): a device's watts, hours and lifespan, light hours, price per kWh.
  await mary.client.patch(`/api/inventory/equipment/${mary.ids.equipment}`, {
    watts: 30,
    hoursPerDay: 12,
    expectedCycles: 4,
  });
  await mary.client.patch(`/api/grow-cycles/${cycle}`, { lightHoursVegetative: 20 });
  await mary.client.data('PATCH', '/api/user/household', {
    adultsInHousehold: 2,
    electricityPrice: 0.3512,
  });
  file = await exportOf(mary.token);
}, 60_000);

/** A file's rows with every id masked, sorted: equal when the same records were kept. */
function canonical(data: DataExport) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const mask = (row: Record<string, unknown>) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(row)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, value]) => [
            key,
            typeof value === 'string' && uuid.test(value) ? 'id' : value,
          ]),
      ),
    );
  return Object.fromEntries(exportParts.map((part) => [part, data.parts[part].map(mask).sort()]));
}

describe('export', () => {
  it('holds every record of the grower and nothing of anyone else', async () => {
    expect(file.format).toBe('maryjane-export');
    const counts = Object.fromEntries(exportParts.map((part) => [part, file.parts[part].length]));
    expect(counts).toMatchObject({
      strainProducers: 1,
      strains: 1,
      catalogueItems: 1,
      inventoryItems: 6,
      environments: 1,
      environmentEquipment: 1,
      environmentTargets: 1,
      growCycles: 1,
      growCyclePhaseChanges: 2,
      plants: 2,
      harvests: 1,
      journalEntries: 2,
      journalFeedItems: 1,
      feedingPlanItems: 1,
      sensorDevices: 1,
      // Humidity 85 % in flower is too high, and so the leaf VPD too low: two alerts.
      notifications: 2,
    });
    expect(file.parts.sensorReadings.length).toBeGreaterThanOrEqual(2);
    // No secrets and no owner ids: only the grower's records, linked by their ids.
    const text = JSON.stringify(file);
    expect(text).not.toContain(mary.ids.userId);
    expect(text).not.toContain('keyHash');
    expect(text).not.toContain(mary.deviceKey);
    // Committed catalogue rows travel by slug.
    expect(Object.values(file.catalogue.strains).length).toBeGreaterThan(0);

    const other = await registerUser(t, { username: 'Nobody' });
    const empty = await exportOf(other.token);
    expect(exportParts.every((part) => empty.parts[part].length === 0)).toBe(true);
  });

  it('covers every table with rows of a grower, but for those kept out on purpose', async () => {
    const owned = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select distinct table_name from information_schema.columns
          where table_schema = 'public' and column_name in ('owner_id', 'user_id')`,
    );
    const exported = new Set(exportParts.map((part) => getTableName(parts[part].table)));
    /** Why each is not in the file. */
    const keptOut: Record<string, string> = {
      // Share links are left out deliberately: their tokens are secrets, and a link shared from
      // one account must not open a report of another.
      share_links: 'secret tokens',
      sessions: 'signing in belongs to the account, not to its records',
      user_tokens: 'e-mail and password links, secrets of this account',
      calendar_feeds: 'a feed address is a secret of this account; a new one is made',
      idempotency_keys: 'answers kept for retried writes, bookkeeping',
      push_subscriptions: "a push address belongs to one browser and to this instance's keys",
    };
    expect(
      owned
        .map((row) => row.table_name)
        .filter((table) => !exported.has(table))
        .sort(),
    ).toEqual(Object.keys(keptOut).sort());
  });

  // Streamed, so the suite's check of every answer does not read it: checked here.
  it('names the catalogue before the parts, so an import reads the file once', async () => {
    const mary = clientFor(t, (await registerUser(t)).token);
    const text = await mary.call('GET', '/api/user/export').then(({ body }) => body);
    expect(Object.keys(text as object)).toEqual([
      'format',
      'version',
      'exportedAt',
      'profile',
      'catalogue',
      'parts',
    ]);
  });

  it('is the file the published API document describes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const check = documentChecker(document);
    const answer = { method: 'GET', route: '/api/user/export', status: 200 };
    const contentType = 'application/json; charset=utf-8';
    expect(check({ ...answer, contentType, payload: JSON.stringify(file) })).toBeNull();
    const withoutVersion = { ...file, version: undefined };
    expect(check({ ...answer, contentType, payload: JSON.stringify(withoutVersion) })).toMatch(
      /version/,
    );
  });

  it('offers each list as CSV a spreadsheet opens safely', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/export/csv/inventory',
      headers: as(mary.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="maryjane-inventory-/,
    );
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('quantity');
    expect(lines).toHaveLength(1 + 6);
    // A note that starts like a formula stays text.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/user/export/csv/passwords',
      headers: as(mary.token),
    });
    expect(bad.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
  });
});

describe('import', () => {
  it('restores everything into an empty account: the round trip keeps every record', async () => {
    const otto = await registerUser(t, { username: 'Otto' });
    const response = await importInto(otto.token, file);
    expect(response.statusCode).toBe(201);
    const result = response.json().data as ImportResult;
    expect(result.imported.growCycles).toBe(1);
    expect(result.sensorsNeedingKeys).toBe(1);

    const again = await exportOf(otto.token);
    // A bare JSON file has no photo files, so it restores no photos; the ZIP does
    // (photos/photos-travel.test.ts).
    expect(file.parts.photos).toHaveLength(1);
    expect(again.parts.photos).toEqual([]);
    expect({ ...canonical(again), photos: [] }).toEqual({ ...canonical(file), photos: [] });
    expect({ ...again.profile, username: 'x' }).toEqual({ ...file.profile, username: 'x' });
    expect(again.profile.electricityPrice).toBe(0.3512);
    expect(again.parts.inventoryItems).toContainEqual(
      expect.objectContaining({ watts: 30, hoursPerDay: 12, expectedCycles: 4 }),
    );
    expect(again.parts.growCycles[0]).toMatchObject({ lightHoursVegetative: 20 });
    // New ids, linked to each other as before.
    const ids = (data: DataExport, part: ExportPart) =>
      new Set(data.parts[part].map((row) => row.id as string));
    expect([...ids(again, 'growCycles')].some((id) => ids(file, 'growCycles').has(id))).toBe(false);
    for (const part of exportParts) {
      for (const [column, target] of Object.entries(parts[part].refs)) {
        for (const row of again.parts[part]) {
          const value = row[column] as string | null;
          if (value === null) continue;
          const known =
            ids(again, target).has(value) ||
            Object.hasOwn(again.catalogue[target as 'strains'] ?? {}, value);
          expect(known, `${part}.${column}`).toBe(true);
        }
      }
    }
    // Readings came along, and the dashboard's series with them.
    const readings = await clientFor(t, otto.token).get<{ latest: unknown[] }>(
      `/api/environments/${again.parts.environments[0]?.id as string}/readings`,
    );
    expect(readings.latest.length).toBeGreaterThan(0);
    // The original account is untouched.
    expect(await exportOf(mary.token)).toMatchObject({ parts: file.parts });
  });

  it('keeps a reading the file lists twice once (files from before readings were unique)', async () => {
    const [reading] = file.parts.sensorReadings;
    expect(reading).toBeDefined();
    const doubled: DataExport = {
      ...file,
      parts: { ...file.parts, sensorReadings: [...file.parts.sensorReadings, { ...reading }] },
    };
    const lena = await registerUser(t, { username: 'Lena' });
    expect((await importInto(lena.token, doubled)).statusCode).toBe(201);
    const again = await exportOf(lena.token);
    expect(again.parts.sensorReadings).toHaveLength(file.parts.sensorReadings.length);
  });

  // Issue 31: a device's source, topic and mappings travel; its mappings point at the imported
  // environments, never at one the file does not hold.
  it('keeps where devices read from and what they map, pointed at the new environments', async () => {
    const environmentId = file.parts.environments[0]?.id as string;
    const taken = `tasmota_taken_${Date.now()}`;
    await mary.client.post('/api/sensors', {
      name: 'Taken',
      environmentId,
      source: 'tasmota',
      topic: taken,
    });
    const mapping = { channel: 'AM2301.Temperature', environmentId, metric: 'air_temperature' };
    const device = file.parts.sensorDevices[0] as Record<string, unknown>;
    const withDevices = (devices: Record<string, unknown>[]): DataExport => ({
      ...file,
      parts: { ...file.parts, sensorDevices: devices },
    });
    const free = `tasmota_free_${Date.now()}`;
    const setup = withDevices([
      { ...device, source: 'tasmota', topic: taken, mappings: [mapping] },
      { ...device, id: '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5', source: 'tasmota', topic: free },
    ]);
    const otto = await registerUser(t, { username: 'Otto2' });
    expect((await importInto(otto.token, setup)).statusCode).toBe(201);
    const again = await exportOf(otto.token);
    const newEnvironment = again.parts.environments[0]?.id;
    expect(again.parts.sensorDevices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'tasmota',
          // Mary's device reads that topic: Otto names one again.
          topic: null,
          mappings: [{ ...mapping, environmentId: newEnvironment }],
        }),
        expect.objectContaining({ source: 'tasmota', topic: free, mappings: [] }),
      ]),
    );

    const elsewhere = withDevices([
      {
        ...device,
        mappings: [{ ...mapping, environmentId: '00000000-0000-4000-8000-000000000000' }],
      },
    ]);
    const lena = await registerUser(t, { username: 'Lena2' });
    const refused = await importInto(lena.token, elsewhere);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'parts.sensorDevices.0.mappings.0.environmentId',
        code: 'notFound',
      }),
    );
    const unknownSource = await importInto(lena.token, withDevices([{ ...device, source: 'x10' }]));
    expect(unknownSource.statusCode).toBe(422);
  });

  it('refuses an account that already holds records, changing nothing', async () => {
    const before = await snapshotOf(t, mary.ids.userId);
    const response = await importInto(mary.token, file);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('account_not_empty');
    expect(await snapshotOf(t, mary.ids.userId)).toBe(before);
  });

  it('writes nothing of a file that does not fit, and says where', async () => {
    const newcomer = await registerUser(t, { username: 'Newcomer' });
    const { user } = newcomer;
    const before = await snapshotOf(t, user.id);

    const dangling = structuredClone(file);
    const cycle = dangling.parts.growCycles[0] as Record<string, unknown>;
    cycle.environmentId = '00000000-0000-4000-8000-000000000000';
    const refused = await importInto(newcomer.token, dangling);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({ field: 'parts.growCycles.0.environmentId', code: 'notFound' }),
    );

    // Valid references, but a value the database refuses half way through the writes.
    const tooLong = structuredClone(file);
    (tooLong.parts.journalEntries[0] as Record<string, unknown>).kind = 'x'.repeat(500);
    const rolledBack = await importInto(newcomer.token, tooLong);
    expect(rolledBack.statusCode).toBe(422);
    expect(rolledBack.json().errors[0].field).toBe('file');

    const wrongFormat = await importInto(newcomer.token, { ...file, format: 'growdiaries' });
    expect(wrongFormat.statusCode).toBe(422);
    expect(wrongFormat.json().errors[0].field).toBe('format');

    expect(await snapshotOf(t, user.id)).toBe(before);
  });
});
