import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { apiRoot } from '../../paths';
import {
  createTestDatabase,
  createTestDatabaseConfig,
  testDriver,
  type TestDatabase,
} from '../../test/database';
import { createDatabaseStorage } from './database-storage';
import { createDiskStorage, type FileStorage } from './file-storage';
import { moveUploads, removeEmptyFolders } from './move-uploads';

const run = promisify(execFile);

let root: string;
let dir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mj-move-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));
beforeEach(async () => {
  dir = await mkdtemp(path.join(root, 'data-'));
});

const files = {
  'avatars/u1-a.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]),
  'private/photos/u1/p-large.jpg': Buffer.from('large jpeg'),
  'private/photos/u1/p-thumb.jpg': Buffer.from('thumb jpeg'),
};

async function contentsOf(storage: FileStorage) {
  const found: Record<string, string> = {};
  for await (const key of storage.keys()) {
    found[key] = (await storage.read(key))?.toString('hex') ?? '';
  }
  return found;
}
const hex = Object.fromEntries(
  Object.entries(files).map(([key, value]) => [key, value.toString('hex')]),
);

describe(`moving uploads on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await database.db.delete(storedFiles);
  });

  it('moves every file into the database and back, and again moves nothing', async () => {
    const disk = createDiskStorage(path.join(dir, 'uploads'));
    const rows = createDatabaseStorage(database.db);
    for (const [key, content] of Object.entries(files)) await disk.put(key, content);

    const seen: number[] = [];
    const into = await moveUploads(disk, rows, (sofar) => seen.push(sofar.moved));
    expect(into).toEqual({ moved: 3, bytes: 28, skipped: [] });
    expect(seen).toEqual([1, 2, 3]);
    expect(await contentsOf(rows)).toEqual(hex);
    expect(await contentsOf(disk)).toEqual({});
    expect(await moveUploads(disk, rows)).toEqual({ moved: 0, bytes: 0, skipped: [] });

    await removeEmptyFolders(path.join(dir, 'uploads'));
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([]);

    const back = await moveUploads(rows, disk);
    expect(back).toMatchObject({ moved: 3, skipped: [] });
    expect(await contentsOf(disk)).toEqual(hex);
    expect(await contentsOf(rows)).toEqual({});
    expect(await moveUploads(rows, disk)).toMatchObject({ moved: 0 });
  });

  it('writes over a copy an earlier, stopped move left, and keeps a name it cannot take', async () => {
    const disk = createDiskStorage(path.join(dir, 'uploads'));
    const rows = createDatabaseStorage(database.db);
    await disk.put('avatars/u1-a.png', Buffer.from('on disk'));
    await rows.put('avatars/u1-a.png', Buffer.from('half-way copy'));
    await disk.put('avatars/odd\\name.png', Buffer.from('odd'));

    const result = await moveUploads(disk, rows);
    expect(result).toEqual({ moved: 1, bytes: 7, skipped: ['avatars/odd\\name.png'] });
    expect((await rows.read('avatars/u1-a.png'))?.toString()).toBe('on disk');
    expect(await contentsOf(disk)).toEqual({
      'avatars/odd\\name.png': Buffer.from('odd').toString('hex'),
    });
  });
});

/**
 * `npm run uploads:move`'s script (src, through tsx: seconds per run on a busy machine) with the
 * server's environment.
 */
async function moveCommand(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join('src', 'platform', 'storage', 'move-uploads-cli.ts'), ...args],
      { cwd: apiRoot, env: { PATH: process.env.PATH ?? '', ...env } },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
}

describe(`npm run uploads:move on ${testDriver}`, () => {
  it('moves the files of DATA_DIR/uploads into the database and back', async () => {
    // The database the server would use: DATABASE_URL, or the embedded PGlite in DATA_DIR.
    const target = await createTestDatabaseConfig();
    const env: Record<string, string> = target.url
      ? { DATA_DIR: dir, DATABASE_URL: target.url }
      : { DATA_DIR: dir, EMBEDDED_DATABASE: 'pglite' };
    const open = (): Promise<DatabaseHandle> =>
      openDatabase(
        target.url ? target.config : { driver: 'pglite', dataDir: path.join(dir, 'pglite') },
      );
    try {
      const disk = createDiskStorage(path.join(dir, 'uploads'));
      for (const [key, content] of Object.entries(files)) await disk.put(key, content);

      const into = await moveCommand(env, '--to', 'database');
      expect(into.stdout).toContain('Moved 3 files (28 bytes) from');
      expect(into.code).toBe(0);
      // With DATABASE_URL the database is the default store; beside the embedded one it is not.
      expect(into.stdout.includes('UPLOAD_STORE=database')).toBe(!target.url);
      expect(await readdir(path.join(dir, 'uploads'))).toEqual([]);
      let database = await open();
      expect(await contentsOf(createDatabaseStorage(database.db))).toEqual(hex);
      await database.close();

      const back = await moveCommand(env, '--to', 'files');
      expect(back.code).toBe(0);
      expect(back.stdout).toContain('Moved 3 files');
      expect(await contentsOf(disk)).toEqual(hex);
      database = await open();
      expect(await contentsOf(createDatabaseStorage(database.db))).toEqual({});
      await database.close();
    } finally {
      await target.drop();
    }
  }, 180_000);

  it('says how to call it when --to is missing or unknown', async () => {
    for (const args of [[], ['--to', 's3'], ['--from', 'files']]) {
      const answer = await moveCommand({ DATA_DIR: dir }, ...args);
      expect(answer.code, args.join(' ')).toBe(2);
      expect(answer.stdout).toContain('--to database|files');
    }
    expect(existsSync(path.join(dir, 'uploads'))).toBe(false);
  }, 90_000);
});

// A folder that only holds folders is removed; one with a file, and the root, stay.
it('removes empty folders below the root only', async () => {
  await mkdir(path.join(dir, 'uploads', 'private', 'photos', 'u1'), { recursive: true });
  await mkdir(path.join(dir, 'uploads', 'avatars'), { recursive: true });
  await writeFile(path.join(dir, 'uploads', 'avatars', 'kept.png'), 'png');
  await removeEmptyFolders(path.join(dir, 'uploads'));
  expect(await readdir(path.join(dir, 'uploads'))).toEqual(['avatars']);
  await removeEmptyFolders(path.join(dir, 'missing'));
});
