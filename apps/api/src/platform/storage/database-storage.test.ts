import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { createTestDatabase, testDriver, type TestDatabase } from '../../test/database';
import { createDatabaseStorage, isPlainKey, type DatabaseStorage } from './database-storage';

let database: TestDatabase;
let storage: DatabaseStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = createDatabaseStorage(database.db);
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(storedFiles);
});

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all;
};

describe(`the database storage on ${testDriver}`, () => {
  it('stores, reads back byte for byte, replaces and removes a file', async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));
    await storage.put('avatars/a.png', every);
    expect((await storage.read('avatars/a.png'))?.equals(every)).toBe(true);
    const first = await storage.readStored('avatars/a.png');

    await new Promise((resolve) => setTimeout(resolve, 5));
    await storage.put('avatars/a.png', Buffer.from('second'));
    const second = await storage.readStored('avatars/a.png');
    expect(second?.content.toString()).toBe('second');
    expect(second?.modifiedAt.getTime()).toBeGreaterThan(first?.modifiedAt.getTime() ?? 0);
    const [row] = await database.db.select().from(storedFiles);
    expect(row).toMatchObject({ key: 'avatars/a.png', size: 6 });

    await storage.remove('avatars/a.png');
    expect(await storage.read('avatars/a.png')).toBeNull();
    await storage.remove('avatars/a.png'); // already gone: no error
  });

  it('answers null for a key it does not hold', async () => {
    expect(await storage.read('avatars/missing.png')).toBeNull();
    expect(await storage.readStored('private/photos/x/missing.jpg')).toBeNull();
  });

  it('lists every key once, in pages, while keys are removed', async () => {
    const keys = Array.from(
      { length: 450 },
      (_, n) => `private/photos/o/${String(n).padStart(4, '0')}.jpg`,
    );
    for (const key of keys) await storage.put(key, Buffer.from(key));
    const seen: string[] = [];
    for await (const key of storage.keys()) {
      seen.push(key);
      await storage.remove(key);
    }
    expect(seen.sort()).toEqual(keys);
    expect(await collect(storage.keys())).toEqual([]);
  });

  it('keeps the URLs of the disk storage', () => {
    expect(storage.urlOf('avatars/a.png')).toBe('/uploads/avatars/a.png');
    expect(storage.keyOf('/uploads/avatars/a.png')).toBe('avatars/a.png');
    expect(storage.keyOf('https://elsewhere.example/a.png')).toBeNull();
  });

  it.each([
    '',
    '../a.png',
    'avatars/../../a.png',
    '/a.png',
    'avatars//a.png',
    './a.png',
    'a\\b.png',
    'a\nb',
  ])('refuses the key %j', async (key) => {
    expect(isPlainKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
    await expect(storage.read(key)).rejects.toThrow(/bad storage key/);
    await expect(storage.remove(key)).rejects.toThrow(/bad storage key/);
  });

  it('writes in the transaction it is called in, and goes with its rollback', async () => {
    // On PGlite, a write beside the open transaction would wait for it for ever.
    const failed = database.db.transaction(async () => {
      await storage.put('private/photos/o/rolled-back.jpg', Buffer.from('x'));
      expect(await storage.read('private/photos/o/rolled-back.jpg')).not.toBeNull();
      throw new Error('rollback');
    });
    await expect(failed).rejects.toThrow('rollback');
    expect(await storage.read('private/photos/o/rolled-back.jpg')).toBeNull();

    await database.db.transaction(async () => {
      await storage.put('private/photos/o/kept.jpg', Buffer.from('y'));
    });
    expect((await storage.read('private/photos/o/kept.jpg'))?.toString()).toBe('y');
  });

  it('keeps the content out of line, uncompressed (images are compressed already)', async () => {
    const [column] = await queryRows<{ storage: string }>(
      database.db,
      sql`select attstorage as storage from pg_attribute
          where attrelid = 'stored_files'::regclass and attname = 'content'`,
    );
    expect(column?.storage).toBe('e');
  });
});
