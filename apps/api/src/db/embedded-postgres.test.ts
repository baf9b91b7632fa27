import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { environments } from './schema/grow';
import { users } from './schema/users';
import { chooseEmbedded, openDatabase, queryRows } from './client';
import { findBinaries, startEmbeddedPostgres } from './embedded-postgres';
import { moveToEmbeddedPostgres } from './move-to-postgres';
import { must } from '../test/must';

const binaries = findBinaries();

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mj-embedded-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('which embedded database a data directory gets', () => {
  const fake = { version: '18', initdb: '/x/initdb', postgres: '/x/postgres' };

  it('is PostgreSQL on a new directory where binaries exist', () => {
    const choice = chooseEmbedded(null, path.join(dir, 'pglite'), path.join(dir, 'postgres'), fake);
    expect(choice.driver).toBe('postgres');
  });

  it('keeps a PGlite database a directory already holds, and says how to move it', async () => {
    await mkdir(path.join(dir, 'pglite'));
    await import('node:fs/promises').then((fs) =>
      fs.writeFile(path.join(dir, 'pglite', 'PG_VERSION'), '17'),
    );
    const choice = chooseEmbedded(null, path.join(dir, 'pglite'), path.join(dir, 'postgres'), fake);
    expect(choice).toMatchObject({ driver: 'pglite', reason: expect.stringContaining('db:move') });
    // Asked for PostgreSQL explicitly, it starts a new cluster beside it.
    expect(
      chooseEmbedded('postgres', path.join(dir, 'pglite'), path.join(dir, 'postgres'), fake).driver,
    ).toBe('postgres');
  });

  it('is PGlite where no binaries exist for the platform, and refuses an explicit postgres', () => {
    const choice = chooseEmbedded(null, path.join(dir, 'pglite'), path.join(dir, 'postgres'), null);
    expect(choice).toMatchObject({ driver: 'pglite', reason: expect.stringContaining('PGlite') });
    expect(() =>
      chooseEmbedded('postgres', path.join(dir, 'pglite'), path.join(dir, 'postgres'), null),
    ).toThrow(/no PostgreSQL binaries/);
    expect(chooseEmbedded('pglite', '', '', fake).driver).toBe('pglite');
  });
});

describe.runIf(binaries !== null)('the embedded PostgreSQL', () => {
  it('keeps its data across a stop and a start', async () => {
    const config = { driver: 'embedded', dataDir: dir, prefer: null } as const;
    const first = await openDatabase(config);
    expect(first.driver).toBe('embedded-postgres');
    await first.migrate();
    await first.db
      .insert(users)
      .values({ email: 'a@example.org', username: 'a', passwordHash: 'x' });
    await first.close();

    const second = await openDatabase(config);
    const kept = await second.db.select({ email: users.email }).from(users);
    await second.close();
    expect(kept).toEqual([{ email: 'a@example.org' }]);
  }, 60_000);

  it('stops a database a killed server left running before it starts its own', async () => {
    const options = {
      binaries: must(binaries, 'the PostgreSQL binaries'),
      dir: path.join(dir, 'postgres'),
      logFile: path.join(dir, 'postgres.log'),
    };
    const left = await startEmbeddedPostgres(options);
    const leftPid = Number(
      (
        await import('node:fs/promises').then((fs) =>
          fs.readFile(path.join(left.clusterDir, 'postmaster.pid'), 'utf8'),
        )
      ).split('\n')[0],
    );
    const again = await startEmbeddedPostgres(options);
    expect(() => process.kill(leftPid, 0)).toThrow();
    await again.stop();
    await left.stop();
  }, 60_000);

  it('stops when the server that started it is killed with SIGKILL', async () => {
    const script = `
      const { findBinaries, startEmbeddedPostgres } = await import(${JSON.stringify(
        new URL('./embedded-postgres.ts', import.meta.url).pathname,
      )});
      const server = await startEmbeddedPostgres({ binaries: findBinaries(), dir: process.argv[1], logFile: process.argv[2] });
      console.log('ready');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
        path.join(dir, 'postgres'),
        path.join(dir, 'postgres.log'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', () =>
        reject(new Error('the child stopped before the database was ready')),
      );
    });
    const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);
    child.kill('SIGKILL');
    const deadline = Date.now() + 15_000;
    while (existsSync(pidFile) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // PostgreSQL removes postmaster.pid once it has shut down cleanly.
    expect(existsSync(pidFile)).toBe(false);
  }, 60_000);

  it('moves a PGlite database into it, row for row, and keeps the PGlite directory', async () => {
    const pglite = await openDatabase({ driver: 'pglite', dataDir: path.join(dir, 'pglite') });
    await pglite.migrate();
    const [inserted] = await pglite.db
      .insert(users)
      .values({ email: 'mover@example.org', username: 'mover', passwordHash: 'x' })
      .returning();
    const owner = must(inserted, 'the inserted user');
    await pglite.db.insert(environments).values(
      Array.from({ length: 12 }, (_, index) => ({
        ownerId: owner.id,
        name: `Tent ${index}`,
        type: 'tent' as const,
        location: 'Attic',
      })),
    );
    await pglite.close();

    const { tables, keptAt } = await moveToEmbeddedPostgres(dir);
    expect(tables.find((table) => table.name === 'environments')?.rows).toBe(12);
    expect(existsSync(path.join(keptAt, 'PG_VERSION'))).toBe(true);

    const moved = await openDatabase({ driver: 'embedded', dataDir: dir, prefer: null });
    expect(moved.driver).toBe('embedded-postgres');
    const [counted] = await queryRows<{ count: number }>(
      moved.db,
      sql`select count(*)::int as count from environments where owner_id = ${owner.id}`,
    );
    await moved.close();
    expect(counted?.count).toBe(12);
  }, 120_000);
});
