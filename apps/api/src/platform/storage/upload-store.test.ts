import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UploadStoreConfig } from '../../config';
import { storedFiles } from '../../db/schema';
import { createTestDatabase, testDriver, type TestDatabase } from '../../test/database';
import { createDatabaseStorage } from './database-storage';
import { chooseUploadStore, diskHoldsFiles } from './upload-store';

let database: TestDatabase;
let root: string;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), 'mj-uploads-'));
});
afterAll(async () => {
  await database.destroy();
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(root, 'data-'));
  await database.db.delete(storedFiles);
});

const choose = (uploadStore: UploadStoreConfig) =>
  chooseUploadStore({ uploadStore, uploadsDir: path.join(dir, 'uploads') }, database.db);

async function fileOnDisk() {
  await mkdir(path.join(dir, 'uploads', 'avatars'), { recursive: true });
  await writeFile(path.join(dir, 'uploads', 'avatars', 'a.png'), 'png');
}

describe(`the upload store chosen at start on ${testDriver}`, () => {
  it('is the database by default with DATABASE_URL, when DATA_DIR/uploads holds no file', async () => {
    expect(await choose('database-unless-files')).toEqual({ store: 'database', warning: null });
    // Empty folders (a server made them, or a move left them) are no files.
    await mkdir(path.join(dir, 'uploads', 'private', 'photos'), { recursive: true });
    expect(await choose('database-unless-files')).toEqual({ store: 'database', warning: null });
  });

  it('stays with the files an existing install holds, and says how to move them', async () => {
    await fileOnDisk();
    const choice = await choose('database-unless-files');
    expect(choice.store).toBe('files');
    expect(choice.warning).toContain('npm run uploads:move -- --to database');
    expect(choice.warning).toContain('UPLOAD_STORE=files');
  });

  it('is what UPLOAD_STORE says, with a warning when the other store holds files', async () => {
    expect(await choose('files')).toEqual({ store: 'files', warning: null });
    expect(await choose('database')).toEqual({ store: 'database', warning: null });

    await fileOnDisk();
    const inDatabase = await choose('database');
    expect(inDatabase.store).toBe('database');
    expect(inDatabase.warning).toContain('--to database');

    await rm(path.join(dir, 'uploads'), { recursive: true });
    await createDatabaseStorage(database.db).put('avatars/b.png', Buffer.from('png'));
    const files = await choose('files');
    expect(files.store).toBe('files');
    expect(files.warning).toContain('--to files');
  });

  it('finds a file however deep, and none in a missing folder', async () => {
    expect(await diskHoldsFiles(path.join(dir, 'nothing-here'))).toBe(false);
    await mkdir(path.join(dir, 'uploads', 'private', 'photos', 'o'), { recursive: true });
    expect(await diskHoldsFiles(path.join(dir, 'uploads'))).toBe(false);
    await writeFile(path.join(dir, 'uploads', 'private', 'photos', 'o', 'p.jpg'), 'jpg');
    expect(await diskHoldsFiles(path.join(dir, 'uploads'))).toBe(true);
  });
});
