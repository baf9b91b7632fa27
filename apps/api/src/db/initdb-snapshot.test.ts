import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { ensureInitdbSnapshot, initdbSnapshotFile } from './initdb-snapshot';

// The embedded database, whichever driver the rest of the suite runs on.
let dir: string;
/** A copy of an empty database with one table more, to tell a start from it from an initdb. */
let markedCopy: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mj-initdb-'));
  markedCopy = path.join(dir, 'marked.tar.gz');
  const pg = await PGlite.create();
  await pg.exec('create table from_the_copy (id int); checkpoint;');
  const tarball = await pg.dumpDataDir('gzip');
  await writeFile(markedCopy, Buffer.from(await tarball.arrayBuffer()));
  await pg.close();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function hasMarker(database: DatabaseHandle): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    database.db,
    sql`select to_regclass('public.from_the_copy') is not null as found`,
  );
  return rows[0]?.found === true;
}

describe('a new embedded database', () => {
  it('starts from the copy, in a directory and in memory, and is migrated as any other', async () => {
    const dataDir = path.join(dir, 'new');
    for (const config of [
      { driver: 'pglite', dataDir },
      { driver: 'pglite', dataDir: null },
    ] as const) {
      const database = await openDatabase(config, { initdbSnapshot: markedCopy });
      try {
        expect(await hasMarker(database)).toBe(true);
        await database.migrate();
        const users = await queryRows<{ count: number }>(
          database.db,
          sql`select count(*)::int as count from users`,
        );
        expect(users[0]?.count).toBe(0);
      } finally {
        await database.close();
      }
    }
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('keeps a directory that holds a database as it is', async () => {
    const dataDir = path.join(dir, 'kept');
    const first = await openDatabase({ driver: 'pglite', dataDir }, { initdbSnapshot: markedCopy });
    await first.db.execute(sql`create table grown_here (id int)`);
    await first.db.execute(sql`insert into grown_here values (7)`);
    await first.close();

    // Another copy would wipe it: the directory is opened, not unpacked into.
    const reopened = await openDatabase(
      { driver: 'pglite', dataDir },
      { initdbSnapshot: initdbSnapshotFile },
    );
    try {
      expect(await hasMarker(reopened)).toBe(true);
      const rows = await queryRows<{ id: number }>(reopened.db, sql`select id from grown_here`);
      expect(rows).toEqual([{ id: 7 }]);
    } finally {
      await reopened.close();
    }
  });

  it('runs initdb when there is no copy', async () => {
    const database = await openDatabase(
      { driver: 'pglite', dataDir: path.join(dir, 'without') },
      { initdbSnapshot: path.join(dir, 'missing.tar.gz') },
    );
    try {
      expect(await hasMarker(database)).toBe(false);
      await database.migrate();
    } finally {
      await database.close();
    }
  });
});

describe('the copy', () => {
  it('is made once, whole, under a name that holds the PGlite version', async () => {
    expect(path.basename(initdbSnapshotFile)).toMatch(/^pglite-\d+\.\d+\.\d+.*-initdb\.tar\.gz$/);
    const file = path.join(dir, 'made', 'copy.tar.gz');
    await ensureInitdbSnapshot(file);
    const made = statSync(file);
    expect(made.size).toBeGreaterThan(1_000_000);
    await ensureInitdbSnapshot(file);
    expect(statSync(file).mtimeMs).toBe(made.mtimeMs);
    expect(readdirSync(path.dirname(file))).toEqual(['copy.tar.gz']);

    const database = await openDatabase(
      { driver: 'pglite', dataDir: null },
      { initdbSnapshot: file },
    );
    try {
      await database.migrate();
      expect(await database.ping()).toBeGreaterThanOrEqual(0);
    } finally {
      await database.close();
    }
  });
});
