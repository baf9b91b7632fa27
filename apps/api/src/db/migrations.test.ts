import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from '../test/database';
import { queryRows } from './client';
import { runSeeds, type Seed } from './seed';
import { seedRuns } from './schema/seed-runs';
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
