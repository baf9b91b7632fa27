// The JavaScript a browser really loads for `/` (issue 28): the built server on a fresh
// DATA_DIR, `/` loaded in Chromium, and every script requested before the page is idle (the
// network idle, then a quiet second with no new request). Each script's bytes are gzipped here
// at level 9 (the .gz the build writes beside each asset is level 9 too, see
// scripts/compress-web.mjs), so the sum does not depend on what the browser negotiated.
// Target: ≤ 180 KiB gzip. Also printed, as a cross-check: what the build's index.html names
// (entry + modulepreloads) and all chunks.
//
//   npm run bench:bundle          (builds first; BENCH_BUILD=0 uses the existing build)
//   BENCH_PAGE=/catalogue/strains node bench/bundle.mjs   measures another page
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, withServer } from './lib.mjs';
import { chromeFlags } from './lighthouse-lib.mjs';

const TARGET_KIB = 180;
const pagePath = process.env.BENCH_PAGE ?? '/';
const QUIET_MS = 1_000;

if (process.env.BENCH_BUILD !== '0') {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const kib = (bytes) => bytes / 1024;
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Every script the page requests until it is idle, with its gzipped size. */
async function scriptsLoaded(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const requests = [];
    let lastRequest = Date.now();
    // The context sees the service worker's requests too (a precache would count).
    context.on('request', (request) => {
      lastRequest = Date.now();
      if (request.resourceType() === 'script') requests.push(request);
    });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(200);
    const rows = [];
    for (const request of requests) {
      const response = await request.response();
      const body = response ? await response.body().catch(() => null) : null;
      rows.push({
        url: new URL(request.url()).pathname,
        by: request.serviceWorker() ? 'service worker' : (request.frame()?.url() ?? ''),
        status: response?.status() ?? 0,
        encoding: (await response?.allHeaders())?.['content-encoding'] ?? 'identity',
        gzip: body ? gzipBytes(body) : 0,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const rows = await withServer('pglite', {}, ({ base }) => scriptsLoaded(base));

console.log(`scripts requested by ${pagePath} before idle (gzip -9 of the bytes received):`);
for (const row of rows) {
  const note = row.by === 'service worker' ? '  (service worker)' : '';
  console.log(
    `  ${kib(row.gzip).toFixed(1).padStart(6)} KiB  ${row.url}  [${row.status}, sent ${row.encoding}]${note}`,
  );
}
const totalKib = kib(rows.reduce((sum, row) => sum + row.gzip, 0));
console.log(`initial JS as loaded: ${totalKib.toFixed(1)} KiB gzip in ${rows.length} scripts`);

// The build's own view, for comparison: index.html's entry and modulepreloads, and all chunks.
const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const named = [
  ...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]+href="\/(assets\/[^"]+\.js)"/g),
].map((match) => match[1]);
const fileKib = (file) => kib(gzipBytes(readFileSync(path.join(dist, file))));
const all = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
console.log(
  `index.html names ${named.length} scripts, ${named.reduce((sum, f) => sum + fileKib(f), 0).toFixed(1)} KiB gzip; ` +
    `all ${all.length} chunks: ${all.reduce((sum, f) => sum + fileKib(`assets/${f}`), 0).toFixed(1)} KiB gzip`,
);
if (totalKib > TARGET_KIB) {
  console.error(`initial JS is over the ${TARGET_KIB} KiB target`);
  process.exitCode = 1;
}
