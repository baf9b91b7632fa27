import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let parentDir: string;
let distDir: string;
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  parentDir = await mkdtemp(path.join(os.tmpdir(), 'mj-web-'));
  distDir = path.join(parentDir, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(parentDir, 'server-secret.txt'), 'not for readers');
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  await writeFile(
    path.join(distDir, 'assets', 'app-1a2b3c.js.br'),
    brotliCompressSync('console.log("app")'),
  );
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(distDir, 'index.html.br'), brotliCompressSync(indexHtml));
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(
    path.join(distDir, 'sw.js.br'),
    brotliCompressSync('self.addEventListener("fetch", () => {});'),
  );
  await writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"MaryJane"}');
  t = await createTestApp({ config: { webDistDir: distDir } });
});
afterAll(async () => {
  await t.close();
  await rm(parentDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/dashboard', '/guides/growing/nutrients/nutrients-3', '/login?redirect=x'])(
    'answers the SPA route %s with index.html, never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it.each(['/', '/dashboard', '/sw.js'])(
    'never caches %s when it is sent precompressed either',
    async (url) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy to a browser that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app")');
  });

  it('serves other public files with a short cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('has the service worker revalidated on every load, so a deploy reaches every reader', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest as such', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
  });

  it('answers a missing file with 404 instead of the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it.each([
    '/assets/..%2f..%2fserver-secret.txt',
    '/assets/%2e%2e/%2e%2e/server-secret.txt',
    '/assets/../../server-secret.txt',
    '/../server-secret.txt',
  ])('serves nothing from outside the build through %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('not for readers');
  });

  it('keeps unknown API paths out of the SPA fallback', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/not-a-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('answers writes to unknown paths with 404, not the page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
  });
});
