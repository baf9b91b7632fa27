import type { CatalogueItem, Page } from '@maryjane/contract/catalogue';
import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle, JournalEntry, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { NotificationList } from '@maryjane/contract/notifications';
import type { SensorDeviceWithKey } from '@maryjane/contract/sensors';
import type { Strain } from '@maryjane/contract/strains';
import { sql } from 'drizzle-orm';
import { registerUser } from './accounts';
import type { TestApp } from './app';
import { clientFor, type Client } from './client';
import { must } from './must';

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
  device: string;
  notification: string;
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
 * entry, a sensor that has reported, a notification and a calendar feed.
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
      device: device.id,
      notification: notification.id,
    },
  };
}

/** Rows of a grower's own tables, and of the tables hanging off their environments and cycles. */
const ownedRows: Record<string, (userId: string) => ReturnType<typeof sql>> = {
  users: (id) => sql`select * from users where id = ${id}`,
  inventory_items: (id) => sql`select * from inventory_items where owner_id = ${id}`,
  catalogue_items: (id) => sql`select * from catalogue_items where owner_id = ${id}`,
  strains: (id) => sql`select * from strains where owner_id = ${id}`,
  strain_producers: (id) => sql`select * from strain_producers where owner_id = ${id}`,
  environments: (id) => sql`select * from environments where owner_id = ${id}`,
  environment_equipment: (id) =>
    sql`select e.* from environment_equipment e join environments v on v.id = e.environment_id
        where v.owner_id = ${id}`,
  environment_targets: (id) =>
    sql`select t.* from environment_targets t join environments v on v.id = t.environment_id
        where v.owner_id = ${id}`,
  grow_cycles: (id) => sql`select * from grow_cycles where owner_id = ${id}`,
  grow_cycle_phase_changes: (id) =>
    sql`select p.* from grow_cycle_phase_changes p join grow_cycles c on c.id = p.cycle_id
        where c.owner_id = ${id}`,
  plants: (id) => sql`select * from plants where owner_id = ${id}`,
  journal_entries: (id) => sql`select * from journal_entries where owner_id = ${id}`,
  calendar_feeds: (id) => sql`select * from calendar_feeds where user_id = ${id}`,
  sensor_devices: (id) => sql`select * from sensor_devices where owner_id = ${id}`,
  sensor_readings: (id) =>
    sql`select r.* from sensor_readings r join environments v on v.id = r.environment_id
        where v.owner_id = ${id}`,
  notifications: (id) => sql`select * from notifications where user_id = ${id}`,
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
