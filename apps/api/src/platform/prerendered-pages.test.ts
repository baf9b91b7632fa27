import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { storageKeys } from '@maryjane/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { registerUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { securityHeaderProblems } from '../test/security-headers';
import { sha256 } from './auth/tokens';

// The web app's real renderer is tested in apps/web (render-page.test.tsx) and end to end; this
// one stands in for it to test what the server does around it: language, cache, compression,
// the renderer's data requests and its failures.
const renderer = `
globalThis.renderCalls = [];
export async function renderDocument({ url, language, fetch, template, partFiles }) {
  globalThis.renderCalls.push(language + ' ' + url);
  if (url === '/not-rendered') return null;
  if (url.startsWith('/slow')) await globalThis.slowRenders;
  if (url === '/broken' || url === '/shared/broken') throw new Error('render failed');
  if (url.startsWith('/shared/')) {
    const shared = await fetch('/api/shared/' + url.slice('/shared/'.length));
    const name = shared.ok ? (await shared.json()).data.results.name : 'nothing';
    return template.replace('<div id="root"></div>', () =>
      '<div id="root"><p>shared:' + shared.status + ' ' + name + '</p></div>');
  }
  const content = await fetch('/cms/guides?locale=' + language);
  const catalogue = await fetch('/api/strains?limit=1', { headers: { 'Accept-Language': language } });
  // A member's token handed over by mistake still reads nothing personal.
  const token = globalThis.memberToken;
  const personal = await fetch('/api/user', { headers: token ? { authorization: 'Bearer ' + token } : {} });
  const written = await fetch('/api/sensors/readings', { method: 'POST', body: '[]' });
  const html = '<p>' + language + ' ' + url + ' cms:' + content.status + ' catalogue:' + catalogue.status +
    ' ' + catalogue.headers.get('content-type') + ' api:' + personal.status + ' post:' + written.status + '</p>' +
    '<p>parts:' + JSON.stringify(partFiles) + '</p>';
  return template.replace('<div id="root"></div>', () => '<div id="root">' + html + '</div>');
}
export async function publicPagePaths(fetch) {
  const guides = await fetch('/cms/guides?locale=en');
  if (!guides.ok) throw new Error('no guides');
  return ['/', '/recipes/tea&biscuits', '/shared/never-listed'];
}
export function privatePagePaths() {
  return ['/dashboard', '/my/plants'];
}
`;

const partFiles = { HomePage: ['assets/home-page.js', 'assets/index.js'] };
const indexHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const noindexMeta = '<meta name="robots" content="noindex, nofollow">';
let t: TestApp;
let folder: string;
const renderCalls = () => (globalThis as { renderCalls?: string[] }).renderCalls ?? [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'mj-prerender-'));
  await mkdir(path.join(folder, 'dist'));
  await mkdir(path.join(folder, 'dist-server'));
  await writeFile(path.join(folder, 'dist', 'index.html'), indexHtml);
  await mkdir(path.join(folder, 'dist', '.vite'));
  await writeFile(path.join(folder, 'dist', '.vite', 'parts.json'), JSON.stringify(partFiles));
  await writeFile(path.join(folder, 'dist-server', 'render-page.js'), renderer);
  t = await createTestApp({
    config: { webDistDir: path.join(folder, 'dist'), publicUrl: 'https://grow.example.org/' },
  });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('pages rendered on the server', () => {
  it('sends a public page rendered, never cached, with every security header', async () => {
    const response = await get('/guides?sort=new');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(securityHeaderProblems(response.headers)).toEqual([]);
    expect(response.body).toContain('<div id="root"><p>en /guides?sort=new');
  });

  it("renders in the reader's language: the stored choice, else the browser's", async () => {
    expect((await get('/a', { 'accept-language': 'fr-FR, de;q=0.8' })).body).toContain('<p>de ');
    expect((await get('/a', { 'accept-language': 'en-GB' })).body).toContain('<p>en ');
    const chosen = await get('/a', {
      'accept-language': 'de-DE',
      cookie: `other=1; ${storageKeys.language}=en`,
    });
    expect(chosen.body).toContain('<p>en ');
  });

  it("hands the renderer the web build's chunks of each lazy part, and never serves them", async () => {
    expect((await get('/parts')).body).toContain(`<p>parts:${JSON.stringify(partFiles)}</p>`);
    expect((await get('/.vite/parts.json')).statusCode).toBe(404);
  });

  it('lets the renderer read public content and the catalogue as a visitor, and nothing personal', async () => {
    const member = await registerUser(t);
    (globalThis as { memberToken?: string }).memberToken = member.token;
    try {
      expect((await get('/b')).body).toContain(
        'cms:200 catalogue:200 application/json; charset=utf-8 api:401 post:404',
      );
    } finally {
      delete (globalThis as { memberToken?: string }).memberToken;
    }
  });

  it('renders a page and language once, then sends the kept copy', async () => {
    const before = renderCalls().filter((call) => call === 'de /c').length;
    const headers = { 'accept-language': 'de' };
    const first = await get('/c', headers);
    const second = await get('/c', headers);
    expect(second.body).toBe(first.body);
    expect(renderCalls().filter((call) => call === 'de /c').length - before).toBe(1);
  });

  it('compresses it as the browser accepts', async () => {
    const plain = (await get('/d')).body;
    const br = await get('/d', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/d', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it.each(['/not-rendered', '/broken'])(
    'sends index.html when the renderer has nothing for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('sends pages unrendered at once while too many renders wait', async () => {
    let release = () => {};
    (globalThis as { slowRenders?: Promise<void> }).slowRenders = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Eight wait (and one may already run); the rest are answered at once.
    const urls = Array.from({ length: 12 }, (_, index) => `/slow-${index}`);
    const responses = urls.map((url) => get(url));
    const soon = await Promise.all(
      responses.map((response) =>
        Promise.race([response.then(({ body }) => body), setTimeout(1_000, 'waiting')]),
      ),
    );
    const waited = soon.filter((body) => body === 'waiting').length;
    expect(waited).toBeGreaterThanOrEqual(8);
    expect(waited).toBeLessThanOrEqual(9);
    expect(soon.filter((body) => body === indexHtml)).toHaveLength(urls.length - waited);
    release();
    const rendered = (await Promise.all(responses)).filter(({ body }) => body.includes('<p>en'));
    expect(rendered).toHaveLength(waited);
    // One answered unrendered is not kept so: asked again, it is rendered.
    const overflowed = urls[soon.indexOf(indexHtml)] ?? '';
    expect((await get(overflowed)).body).toContain(`<p>en ${overflowed} `);
  });

  it('keeps files and API paths out of it', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/api/nothing')).statusCode).toBe(404);
    expect(renderCalls().some((call) => call.includes('/assets/') || call.includes('/api/'))).toBe(
      false,
    );
  });
});

describe('shared reports', () => {
  const sharedHeaders = {
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'no-referrer',
  };

  /** A grower's cycle with a share link, written straight to the database. */
  async function sharedCycle(name: string) {
    const member = await registerUser(t);
    const token = randomBytes(32).toString('base64url');
    const [cycle] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into grow_cycles (owner_id, name, grow_medium, number_of_plants, start_date)
          values (${member.user.id}, ${name}, 'soil', 1, '2026-10-01') returning id`,
    );
    const [link] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into share_links (owner_id, cycle_id, token_hash)
          values (${member.user.id}, ${cycle?.id}, ${sha256(token)}) returning id`,
    );
    return { member, token, linkId: link?.id ?? '' };
  }

  it('renders one afresh for every reader, never kept, so a revoked link shows at once', async () => {
    const { member, token, linkId } = await sharedCycle('Sunny side');
    const url = `/shared/${token}`;
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject(sharedHeaders);
    expect(securityHeaderProblems(first.headers)).toEqual([]);
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('shared:200 Sunny side');
    expect(html).toContain(`${noindexMeta}</head>`);
    const before = renderCalls().filter((call) => call === `en ${url}`).length;
    expect((await get(url)).body).toContain('shared:200 Sunny side');
    expect(renderCalls().filter((call) => call === `en ${url}`).length).toBe(before + 1);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/share-links/${linkId}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(revoked.statusCode).toBe(204);
    const after = await get(url);
    expect(after.headers).toMatchObject(sharedHeaders);
    expect(after.body).toContain('shared:404 nothing');
    expect(after.body).not.toContain('Sunny side');
  });

  it('sends index.html with the same headers when the renderer fails', async () => {
    const response = await get('/shared/broken');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject(sharedHeaders);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(indexHtml.replace('</head>', `${noindexMeta}</head>`));
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps search engines out of the API and the members’ pages, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /cms/',
      'Disallow: /shared/',
      'Disallow: /dashboard',
      'Disallow: /my/plants',
      '',
      'Sitemap: https://grow.example.org/sitemap.xml',
      '',
    ]);
    expect(securityHeaderProblems(response.headers)).toEqual([]);
  });

  it('lists every public page the renderer names, at the public address, but no shared report', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://grow.example.org/</loc></url>' +
        '<url><loc>https://grow.example.org/recipes/tea&amp;biscuits</loc></url>' +
        '</urlset>\n',
    );
  });
});
