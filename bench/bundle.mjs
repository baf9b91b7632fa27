// The web app's JavaScript as a reader downloads it: the initial load (the entry script and
// everything index.html preloads) and each lazy chunk, gzip-compressed as the server sends it.
// Target (issue 10): initial JS ≤ 180 kB gzip. Reads apps/web/dist (BENCH_BUILD=0 skips the build;
// the build is the whole `npm run build`, so the precompressed files the server sends are there).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const TARGET_KB = 180;
if (process.env.BENCH_BUILD !== '0') {
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]+href="\/(assets\/[^"]+\.js)"/g),
].map((match) => match[1]);

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const assets = readdirSync(path.join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0);
const lazy = assets
  .filter((file) => !initial.includes(file))
  .map((file) => ({ file, kb: gzipKb(file) }))
  .sort((a, b) => b.kb - a.kb);

console.log(`initial JS: ${initialKb.toFixed(1)} kB gzip in ${initial.length} files`);
// The core texts of the reader's language load before the first render too (one chunk per
// language, see apps/web/src/shared/i18n.ts); a page's own texts come with the page's chunk.
for (const file of assets.filter((name) => /\/(en|de)-[\w-]+\.js$/.test(name))) {
  console.log(`  + core texts ${file}: ${gzipKb(file).toFixed(1)} kB gzip`);
}
console.log(`lazy chunks: ${lazy.length}, largest:`);
for (const { file, kb } of lazy.slice(0, 12))
  console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${file}`);
const total = lazy.reduce((sum, { kb }) => sum + kb, 0) + initialKb;
console.log(`all JS: ${total.toFixed(1)} kB gzip`);
if (initialKb > TARGET_KB) {
  console.error(`initial JS is over the ${TARGET_KB} kB target`);
  process.exitCode = 1;
}
