// The cost of serving an uploaded file from each store (issue 32): `npm run bench:uploads`.
// Starts the built server twice on PostgreSQL (BENCH_DATABASE_URL, default the local test
// server), once with UPLOAD_STORE=files and once with UPLOAD_STORE=database, signs a grower up on
// each, uploads an avatar (a 512×512 JPEG, served from /uploads/) and a diary photo (a 3000×2000
// picture, read through its signed address at both sizes), then fetches each file from both
// stores in the same process, the stores taking turns (interleaved rounds, the first store
// alternating): BENCH_FETCHES sequential fetches per file and store for latency (median, p95),
// then autocannon at 10 connections for throughput (BENCH_SECONDS per round). Results also go to
// bench/results/uploads.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildServer, cannon, root, signUp, withServer } from './lib.mjs';

const fetches = Number(process.env.BENCH_FETCHES ?? 400);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const stores = ['files', 'database'];

/** A picture that compresses like a photo: smooth shapes from upscaled noise, some grain. */
async function picture(width, height) {
  const noise = (w, h) =>
    Buffer.from(Array.from({ length: w * h * 3 }, () => Math.floor(Math.random() * 256)));
  const shapes = await sharp(noise(width / 50, height / 50), {
    raw: { width: width / 50, height: height / 50, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = noise(width, height);
  for (let i = 0; i < shapes.length; i++) shapes[i] = (shapes[i] * 15 + grain[i]) >> 4;
  return sharp(shapes, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(base, auth, url, field, filename, content) {
  const form = new FormData();
  form.append(field, new Blob([content], { type: 'image/jpeg' }), filename);
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { Authorization: auth.Authorization },
    body: form,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** A grower with an avatar and a diary photo on the server at `base`: the files' addresses. */
async function filesOn(base, dataDir, images) {
  const { auth, send } = await signUp(base, dataDir);
  const strainId = (await send('GET', '/api/strains?q=Northern')).items[0].id;
  const seeds = await send('POST', '/api/inventory/seeds', { itemId: strainId, quantity: 5 });
  const cycle = await send('POST', '/api/grow-cycles', {
    name: 'Bench grow',
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 1,
    startDate: '2026-10-01',
  });
  const avatar = await upload(
    base,
    auth,
    '/api/user/profile/avatar',
    'avatar',
    'me.jpg',
    images.avatar,
  );
  const photo = await upload(
    base,
    auth,
    `/api/grow-cycles/${cycle.id}/photos`,
    'photo',
    'IMG.jpg',
    images.photo,
  );
  return {
    avatar: avatar.avatarUrl,
    'photo, large': photo.largeUrl,
    'photo, thumb': photo.thumbUrl,
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function timedFetches(url, count) {
  const times = [];
  let bytes = 0;
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    bytes = body.byteLength;
  }
  return { times, bytes };
}

buildServer();
const images = { avatar: await picture(500, 500), photo: await picture(3000, 2000) };

const results = await withServer(
  'postgres',
  { UPLOAD_STORE: 'files', RATE_LIMIT_SCALE: '1000' },
  (files) =>
    withServer(
      'postgres',
      { UPLOAD_STORE: 'database', RATE_LIMIT_SCALE: '1000' },
      async (database) => {
        const servers = { files, database };
        const urls = {};
        for (const store of stores)
          urls[store] = await filesOn(servers[store].base, servers[store].dataDir, images);
        const rows = [];
        for (const file of Object.keys(urls.files)) {
          const samples = { files: [], database: [] };
          const throughput = { files: [], database: [] };
          const bytes = {};
          // Warm-up: connections, the JIT, the database's cache.
          for (const store of stores)
            await timedFetches(servers[store].base + urls[store][file], 20);
          for (let round = 0; round < rounds; round++) {
            const order = round % 2 === 0 ? stores : [...stores].reverse();
            for (const store of order) {
              const run = await timedFetches(
                servers[store].base + urls[store][file],
                fetches / rounds,
              );
              samples[store].push(...run.times);
              bytes[store] = run.bytes;
            }
            for (const store of order) {
              const result = await cannon({
                url: servers[store].base + urls[store][file],
                connections: 10,
                duration: seconds,
              });
              if (result.non2xx + result.errors > 0) {
                const { non2xx, errors, timeouts, statusCodeStats } = result;
                const counts = JSON.stringify({ non2xx, errors, timeouts, statusCodeStats });
                throw new Error(`${store} ${file}: failed requests ${counts}`);
              }
              throughput[store].push(result.requests.average);
            }
          }
          for (const store of stores) {
            const sorted = samples[store].sort((a, b) => a - b);
            const perSecond = throughput[store].reduce((sum, value) => sum + value, 0) / rounds;
            rows.push({
              file,
              store,
              bytes: bytes[store],
              medianMs: Number(quantile(sorted, 0.5).toFixed(2)),
              p95Ms: Number(quantile(sorted, 0.95).toFixed(2)),
              requestsPerSecond: Math.round(perSecond),
            });
            console.log(JSON.stringify(rows.at(-1)));
          }
        }
        return rows;
      },
    ),
);

console.log('\n| File | Store | Bytes | median ms | p95 ms | req/s (10 connections) |');
console.log('|---|---|---:|---:|---:|---:|');
for (const row of results) {
  console.log(
    `| ${row.file} | ${row.store} | ${row.bytes} | ${row.medianMs} | ${row.p95Ms} | ${row.requestsPerSecond} |`,
  );
}
console.log(
  '\n| File | median, database ÷ files | p95, database ÷ files | req/s, database ÷ files |',
);
console.log('|---|---:|---:|---:|');
const ratios = [];
for (const file of new Set(results.map((row) => row.file))) {
  const [a, b] = stores.map((store) =>
    results.find((row) => row.file === file && row.store === store),
  );
  const ratio = {
    file,
    median: Number((b.medianMs / a.medianMs).toFixed(2)),
    p95: Number((b.p95Ms / a.p95Ms).toFixed(2)),
    requestsPerSecond: Number((b.requestsPerSecond / a.requestsPerSecond).toFixed(2)),
  };
  ratios.push(ratio);
  console.log(`| ${file} | ${ratio.median} | ${ratio.p95} | ${ratio.requestsPerSecond} |`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/uploads.json'),
  `${JSON.stringify({ date: new Date().toISOString(), fetches, seconds, rounds, cpus: os.cpus().length, results, ratios }, null, 2)}\n`,
);
