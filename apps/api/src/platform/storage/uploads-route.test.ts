import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, multipartFile, registerUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { testDriver } from '../../test/database';
import { securityHeaderProblems } from '../../test/security-headers';
import { createDatabaseStorage } from './database-storage';

// Issue 32: with UPLOAD_STORE=database, two instances on one database (each with a DATA_DIR of
// its own, as behind a load balancer) serve each other's uploads.
const env = {
  UPLOAD_STORE: 'database',
  URL_SIGNING_SECRET: 'a-secret-both-instances-share-0123456789',
};
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ env });
  second = await createTestApp({ env, database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function uploadAvatar(t: TestApp, token: string) {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const body = multipartFile('avatar', 'me.png', 'image/png', png);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/profile/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.avatarUrl as string;
}

describe(`uploads in the database on ${testDriver}`, () => {
  it('an avatar uploaded to one instance is served by the other, cached as before', async () => {
    const { token } = await registerUser(first);
    const avatarUrl = await uploadAvatar(first, token);
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.png$/);

    const served = await second.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['last-modified']).toBeDefined();
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
    expect(securityHeaderProblems(served.headers)).toEqual([]);
    // Neither instance wrote it to its folder.
    expect(existsSync(first.config.uploadsDir)).toBe(false);
    expect(existsSync(second.config.uploadsDir)).toBe(false);

    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await first.app.inject({
      method: 'GET',
      url: avatarUrl,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await second.app.inject({ method: 'HEAD', url: avatarUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));

    // A new avatar through the other instance: the old one is gone on both.
    const newer = await uploadAvatar(second, token);
    expect((await first.app.inject({ method: 'GET', url: newer })).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  describe('the /uploads route', () => {
    beforeAll(async () => {
      const storage = createDatabaseStorage(first.database.db);
      await storage.put('avatars/a.webp', Buffer.from('image'));
      await storage.put('private/p.webp', Buffer.from('secret'));
    });

    it('serves a file with the type of its extension', async () => {
      const response = await second.app.inject({ method: 'GET', url: '/uploads/avatars/a.webp' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.body).toBe('image');
    });

    it.each([
      '/uploads',
      '/uploads/',
      '/uploads/avatars',
      '/uploads/avatars/',
      '/uploads/private/',
      '/uploads/private/p.webp',
      '/uploads//private/p.webp',
      '/uploads/./private/p.webp',
      '/uploads/avatars/../private/p.webp',
      '/uploads/%2e%2e/',
      '/uploads/missing.webp',
    ])('answers %s with 404 in the error shape', async (url) => {
      const response = await second.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
      expect(securityHeaderProblems(response.headers)).toEqual([]);
    });
  });
});
