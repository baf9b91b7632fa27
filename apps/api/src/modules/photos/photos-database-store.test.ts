import { randomUUID } from 'node:crypto';
import type { Photo } from '@maryjane/contract/photos';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/photos';
import { createDatabaseStorage } from '../../platform/storage/database-storage';
import { bearer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { testDriver } from '../../test/database';
import { createGrower } from '../../test/grower';
import { must } from '../../test/must';
import { multipartBody, phoneJpeg } from './test-fixtures';

// Issue 32: with UPLOAD_STORE=database a photo stored through one instance is read through
// another on the same database (each with a DATA_DIR of its own).
const env = {
  UPLOAD_STORE: 'database',
  URL_SIGNING_SECRET: 'a-secret-both-instances-share-0123456789',
};
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ env, seed: true });
  second = await createTestApp({ env, database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe(`photos in the database on ${testDriver}`, () => {
  it('are stored through one instance, read and deleted through the other', async () => {
    const mary = await createGrower(first);
    // With an Idempotency-Key the files are written in the transaction of the photo's row.
    const body = multipartBody([
      { field: 'photo', filename: 'IMG_0001.jpg', type: 'image/jpeg', content: await phoneJpeg() },
    ]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/grow-cycles/${mary.ids.cycle}/photos`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(mary.token), 'idempotency-key': randomUUID() },
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json().data as Photo;

    const large = await second.app.inject({ method: 'GET', url: photo.largeUrl });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(large.rawPayload).metadata()).width).toBe(640);

    const row = must(
      (await first.database.db.select().from(photos).where(eq(photos.id, photo.id)))[0],
    );
    const storage = createDatabaseStorage(first.database.db);
    expect(await storage.read(row.largeKey)).not.toBeNull();
    // Private: never under /uploads.
    const open = await second.app.inject({ method: 'GET', url: `/uploads/${row.largeKey}` });
    expect(open.statusCode).toBe(404);

    const deleted = await second.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: bearer(mary.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storage.read(row.largeKey)).toBeNull();
    expect(await storage.read(row.thumbKey)).toBeNull();
  });
});
