import type { CatalogueItem, Page } from '@maryjane/contract/catalogue';
import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle, JournalEntry, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { NotificationList } from '@maryjane/contract/notifications';
import type { SensorDeviceWithKey } from '@maryjane/contract/sensors';
import type { CreatedShareLink } from '@maryjane/contract/sharing';
import type { Strain } from '@maryjane/contract/strains';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { registerUser } from './accounts';
import type { TestApp } from './app';
import { clientFor, type Client } from './client';
import { must } from './must';
import { addPhoto } from '../modules/photos/test-fixtures';

/** The ids of one grower's records: one of every kind an owner-scoped route addresses. */
export interface GrowerIds {
  userId: string;
  seeds: string;
  equipment: string;
  supplies: string;
  tools: string;
  environment: string;
  cycle: string;
  plant: string;
  entry: string;
  photo: string;
  device: string;
  notification: string;
  shareLink: string;
}

export interface Grower {
  client: Client;
  token: string;
  ids: GrowerIds;
  deviceKey: string;
}

/**
 * Registers a grower and gives them one record of every kind: inventory of all four kinds, an
 * environment with equipment and a target override, a flowering cycle with plants and a journal
 * entry, a harvest record of the first plant, a sensor that has reported, a notification, a
 * calendar feed and a share link.
 */
export async function createGrower(t: TestApp, name = 'Mary'): Promise<Grower> {
  const account = await registerUser(t, { username: name });
  const client = clientFor(t, account.token);
  const first = async (path: string) =>
    must((await client.get<Page<CatalogueItem | Strain>>(path)).items[0]).id;
  const line = (kind: string, itemId: string) =>
    client.post<InventoryItem>(`/api/inventory/${kind}`, { itemId, quantity: 2 });

  const seeds = await line('seeds', await first('/api/strains'));
  const equipment = await line('equipment', await first('/api/equipment-items'));
  const supplies = await line('supplies', await first('/api/supply-items'));
  const tools = await line('tools', await first('/api/tool-items'));
  const environment = await client.post<Environment>('/api/environments', {
    name: `${name}’s tent`,
    type: 'tent',
    location: 'Attic',
    equipmentIds: [equipment.id],
  });
  await client.data('PUT', `/api/environments/${environment.id}/targets`, {
    targets: [{ phase: 'flowering', metric: 'ph', min: 5.8, max: 6.8 }],
  });
  const cycle = await client.post<GrowCycle>('/api/grow-cycles', {
    name: `${name}’s grow`,
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 2,
    startDate: '2026-10-01',
    environmentId: environment.id,
  });
  for (const phase of ['vegetative', 'flowering']) {
    await client.data('POST', `/api/grow-cycles/${cycle.id}/phase`, { phase, date: '2026-10-10' });
  }
  const plant = must((await client.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`))[0]);
  const entry = await client.post<JournalEntry>(`/api/grow-cycles/${cycle.id}/journal`, {
    date: '2026-10-12',
    kind: 'feed',
    plantId: plant.id,
    ph: 6.2,
  });
  await client.data('PUT', `/api/plants/${plant.id}/harvest`, {
    wetG: 120,
    wetDate: '2026-10-20',
    dryG: 30,
    dryDate: '2026-11-01',
    smell: 4,
  });
  const photo = await addPhoto(t, account.token, cycle.id, { entryId: entry.id });
  const device = await client.post<SensorDeviceWithKey>('/api/sensors', {
    name: 'Probe',
    environmentId: environment.id,
  });
  // Out of the flowering humidity target: a reading and a notification.
  const ingest = await t.app.inject({
    method: 'POST',
    url: '/api/sensors/readings',
    headers: { 'x-device-key': device.key },
    payload: [
      { metric: 'air_temperature', value: 24 },
      { metric: 'humidity', value: 85 },
    ],
  });
  if (ingest.statusCode !== 202) throw new Error(`readings: ${ingest.body}`);
  const notification = must((await client.get<NotificationList>('/api/notifications')).items[0]);
  await client.data('POST', '/api/calendar/feed', { language: 'en' }, 201);
  const shareLink = await client.post<CreatedShareLink>('/api/share-links', { cycleId: cycle.id });

  return {
    client,
    token: account.token,
    deviceKey: device.key,
    ids: {
      userId: account.user.id,
      seeds: seeds.id,
      equipment: equipment.id,
      supplies: supplies.id,
      tools: tools.id,
      environment: environment.id,
      cycle: cycle.id,
      plant: plant.id,
      entry: entry.id,
      photo: photo.id,
      device: device.id,
      notification: notification.id,
      shareLink: shareLink.id,
    },
  };
}

export interface MaryAndOtto {
  mary: Grower;
  otto: Grower;
  /** Everything stored for Mary before the tests ran (`snapshotOf`). */
  before: string;
}

/**
 * Two growers with one record of every kind, made before the file's tests: Otto calls with
 * Mary's ids, and `before` proves that he changed none of her records.
 */
export function useMaryAndOtto(t: TestApp): MaryAndOtto {
  const growers = {} as MaryAndOtto;
  beforeAll(async () => {
    growers.mary = await createGrower(t, 'Mary');
    growers.otto = await createGrower(t, 'Otto');
    growers.before = await snapshotOf(t, growers.mary.ids.userId);
  }, 60_000);
  return growers;
}

/** The rows of `table` whose `column` holds the grower's id. */
const ownRows =
  (table: string, column = 'owner_id') =>
  (userId: string) =>
    sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`;

/** The rows of `table` hanging off the grower's rows of `parent` through `key`. */
const rowsUnder = (table: string, parent: string, key: string) => (userId: string) =>
  sql`select c.* from ${sql.identifier(table)} c
      join ${sql.identifier(parent)} p on p.id = c.${sql.identifier(key)}
      where p.owner_id = ${userId}`;

/** Rows of a grower's own tables, and of the tables hanging off their environments and cycles. */
const ownedRows: Record<string, (userId: string) => ReturnType<typeof sql>> = {
  users: ownRows('users', 'id'),
  inventory_items: ownRows('inventory_items'),
  catalogue_items: ownRows('catalogue_items'),
  strains: ownRows('strains'),
  strain_producers: ownRows('strain_producers'),
  environments: ownRows('environments'),
  environment_equipment: rowsUnder('environment_equipment', 'environments', 'environment_id'),
  environment_targets: rowsUnder('environment_targets', 'environments', 'environment_id'),
  grow_cycles: ownRows('grow_cycles'),
  grow_cycle_phase_changes: rowsUnder('grow_cycle_phase_changes', 'grow_cycles', 'cycle_id'),
  plants: ownRows('plants'),
  harvests: ownRows('harvests'),
  journal_entries: ownRows('journal_entries'),
  journal_feed_items: ownRows('journal_feed_items'),
  feeding_plan_items: ownRows('feeding_plan_items'),
  photos: ownRows('photos'),
  idempotency_keys: ownRows('idempotency_keys'),
  inventory_movements: ownRows('inventory_movements'),
  calendar_feeds: ownRows('calendar_feeds', 'user_id'),
  share_links: ownRows('share_links'),
  sensor_devices: ownRows('sensor_devices'),
  sensor_readings: rowsUnder('sensor_readings', 'environments', 'environment_id'),
  notifications: ownRows('notifications', 'user_id'),
};

/**
 * Everything stored for one grower, read from the database itself (not through the API, which
 * could hide a change), as one comparable string. Sessions are left out: signing in is a change
 * of its own.
 */
export async function snapshotOf(t: TestApp, userId: string): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const [table, query] of Object.entries(ownedRows)) {
    const result = await t.database.db.execute(query(userId));
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    tables[table] = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return JSON.stringify(tables);
}
