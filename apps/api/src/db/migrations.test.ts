import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { createTestDatabase, testDriver, type TestDatabase } from '../test/database';
import { must } from '../test/must';
import { queryRows } from './client';
import { runSeeds, type Seed } from './seed';
import { seedRuns } from './schema/seed-runs';
import { environments } from './schema/grow';
import {
  sensorDevices,
  sensorReadings,
  sensorRollups,
  sensorRollupsHourly,
} from './schema/sensors';
import { users } from './schema/users';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe(`migrations on ${testDriver}`, () => {
  it('creates the tables of the schema', async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['seed_runs', 'users']),
    );
  });

  it('applies again without error or change (every start runs them)', async () => {
    await database.migrate();
    const countApplied = async () =>
      (
        await queryRows<{ count: number }>(
          database.db,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
      )[0]?.count;
    const applied = await countApplied();
    expect(applied).toBeGreaterThan(0);
    await database.migrate();
    expect(await countApplied()).toBe(applied);
  });

  it('enforces a case-insensitive unique e-mail', async () => {
    const user = { username: 'grower', passwordHash: 'x' };
    await database.db.insert(users).values({ ...user, email: 'Grower@example.org' });
    await expect(
      database.db.insert(users).values({ ...user, email: 'grower@EXAMPLE.org' }),
    ).rejects.toThrow();
  });
});

describe(`readings kept once (0006_readings_once.sql) on ${testDriver}`, () => {
  it('removes readings sent twice and counts their rollups again', async () => {
    const { db } = database;
    const [owner] = await db
      .insert(users)
      .values({ username: 'probe-owner', email: 'probe@example.org', passwordHash: 'x' })
      .returning();
    const [room] = await db
      .insert(environments)
      .values({ ownerId: must(owner).id, name: 'Tent', type: 'tent', location: 'Attic' })
      .returning();
    const [device] = await db
      .insert(sensorDevices)
      .values({
        ownerId: must(owner).id,
        environmentId: must(room).id,
        name: 'Probe',
        keyHash: 'a'.repeat(64),
        keyPrefix: 'aaaa',
      })
      .returning();
    const environmentId = must(room).id;
    const deviceId = must(device).id;
    // The database as it was before: no unique index, a batch stored twice and counted twice.
    await db.execute(sql`drop index sensor_readings_device_key`);
    const bucket = new Date('2026-11-01T10:00:00Z');
    const at = (minutes: number) => new Date(bucket.getTime() + minutes * 60_000);
    const batch: (typeof sensorReadings.$inferInsert)[] = [
      { environmentId, deviceId, metric: 'humidity', value: 60, recordedAt: at(1) },
      { environmentId, deviceId, metric: 'humidity', value: 70, recordedAt: at(2) },
    ];
    await db.insert(sensorReadings).values([...batch, ...batch]);
    // A device's lone reading and one without a device stay as they are.
    await db.insert(sensorReadings).values([
      { environmentId, deviceId, metric: 'co2', value: 800, recordedAt: at(1) },
      { environmentId, deviceId: null, metric: 'co2', value: 900, recordedAt: at(1) },
      { environmentId, deviceId: null, metric: 'co2', value: 900, recordedAt: at(1) },
    ]);
    await db.insert(sensorRollups).values([
      { environmentId, metric: 'humidity', bucket, count: 4, sum: 260, min: 60, max: 70 },
      { environmentId, metric: 'co2', bucket, count: 3, sum: 2600, min: 800, max: 900 },
    ]);

    const migration = readFileSync(path.join(migrationsFolder, '0006_readings_once.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    const readings = await db
      .select({ metric: sensorReadings.metric, value: sensorReadings.value })
      .from(sensorReadings)
      .where(eq(sensorReadings.environmentId, environmentId))
      .orderBy(sensorReadings.metric, sensorReadings.value);
    expect(readings).toEqual([
      { metric: 'co2', value: 800 },
      { metric: 'co2', value: 900 },
      { metric: 'co2', value: 900 },
      { metric: 'humidity', value: 60 },
      { metric: 'humidity', value: 70 },
    ]);
    const rollups = await db
      .select({ metric: sensorRollups.metric, count: sensorRollups.count, sum: sensorRollups.sum })
      .from(sensorRollups)
      .where(eq(sensorRollups.environmentId, environmentId))
      .orderBy(sensorRollups.metric);
    expect(rollups).toEqual([
      { metric: 'co2', count: 3, sum: 2600 },
      { metric: 'humidity', count: 2, sum: 130 },
    ]);
    // The index is back: the same reading again is refused.
    await expect(db.insert(sensorReadings).values(must(batch[0]))).rejects.toThrow();
  });
});

describe(`migration 0011 on ${testDriver}`, () => {
  it('fills the hourly rollups from the ten-minute ones', async () => {
    const { db } = database;
    const [owner] = await db
      .insert(users)
      .values({ username: 'hourly-owner', email: 'hourly@example.org', passwordHash: 'x' })
      .returning();
    const [room] = await db
      .insert(environments)
      .values({ ownerId: must(owner).id, name: 'Tent', type: 'tent', location: 'Cellar' })
      .returning();
    const environmentId = must(room).id;
    const at = (minutes: number) => new Date(Date.parse('2026-11-01T10:00:00Z') + minutes * 60_000);
    // Two ten-minute buckets of one hour and one of the next, as stored before the migration.
    await db.insert(sensorRollups).values([
      { environmentId, metric: 'co2', bucket: at(0), count: 2, sum: 1600, min: 700, max: 900 },
      { environmentId, metric: 'co2', bucket: at(50), count: 1, sum: 1000, min: 1000, max: 1000 },
      { environmentId, metric: 'co2', bucket: at(60), count: 4, sum: 2000, min: 400, max: 600 },
    ]);
    await db.delete(sensorRollupsHourly);
    const statements = readFileSync(
      path.join(migrationsFolder, '0011_sensor_speed.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    await db.execute(sql.raw(must(statements.at(-1))));

    const hourly = await db
      .select({
        bucket: sensorRollupsHourly.bucket,
        count: sensorRollupsHourly.count,
        sum: sensorRollupsHourly.sum,
        min: sensorRollupsHourly.min,
        max: sensorRollupsHourly.max,
      })
      .from(sensorRollupsHourly)
      .where(eq(sensorRollupsHourly.environmentId, environmentId))
      .orderBy(sensorRollupsHourly.bucket);
    expect(hourly).toEqual([
      { bucket: at(0), count: 3, sum: 2600, min: 700, max: 1000 },
      { bucket: at(60), count: 4, sum: 2000, min: 400, max: 600 },
    ]);
  });
});

describe(`seeds on ${testDriver}`, () => {
  const loaded: string[] = [];
  const seed = (version: string): Seed => ({
    name: 'test-seed',
    version,
    async load() {
      loaded.push(version);
    },
  });

  it('loads a seed once per version', async () => {
    expect(await runSeeds(database.db, [seed('1')])).toEqual({
      applied: ['test-seed'],
      skipped: [],
    });
    expect(await runSeeds(database.db, [seed('1')])).toEqual({
      applied: [],
      skipped: ['test-seed'],
    });
    await runSeeds(database.db, [seed('2')]);
    expect(loaded).toEqual(['1', '2']);
    const [row] = await database.db
      .select()
      .from(seedRuns)
      .where(sql`name = 'test-seed'`);
    expect(row?.version).toBe('2');
  });

  it('leaves nothing behind when a seed fails half-way', async () => {
    const failing: Seed = {
      name: 'failing-seed',
      version: '1',
      async load(tx) {
        await tx
          .insert(users)
          .values({ email: 'half@example.org', username: 'h', passwordHash: 'x' });
        throw new Error('broken data set');
      },
    };
    await expect(runSeeds(database.db, [failing])).rejects.toThrow('broken data set');
    const half = await database.db
      .select()
      .from(users)
      .where(sql`email = 'half@example.org'`);
    expect(half).toEqual([]);
    const record = await database.db
      .select()
      .from(seedRuns)
      .where(sql`name = 'failing-seed'`);
    expect(record).toEqual([]);
  });
});
