// Idle memory of the built server with DATABASE_URL (issue 28): `node bench/idle-memory.mjs`.
// Starts each build on a fresh PostgreSQL database, waits for /api/health and 5 s idle, then
// reads RSS and PSS from /proc/<pid>/smaps_rollup (Linux). BENCH_BASELINE names another build to
// compare with; the builds take turns, BENCH_RUNS (3) times each; medians are printed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { databaseFor, median, root, startServer, stop } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const builds = [
  ...(process.env.BENCH_BASELINE
    ? [{ name: 'baseline', entry: path.resolve(process.env.BENCH_BASELINE) }]
    : []),
  { name: 'new', entry: path.join(root, 'apps/api/dist/server.js') },
];

const kib = (text, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1]);

async function measure(entry) {
  const database = await databaseFor('postgres');
  const server = await startServer(database.env, entry);
  try {
    await server.url;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const rollup = readFileSync(`/proc/${server.child.pid}/smaps_rollup`, 'utf8');
    return { rss: kib(rollup, 'Rss') / 1024, pss: kib(rollup, 'Pss') / 1024 };
  } finally {
    await stop(server.child);
    await database.cleanup();
  }
}

const samples = new Map(builds.map((build) => [build.name, []]));
for (let run = 0; run < runs; run++) {
  for (const build of run % 2 ? [...builds].reverse() : builds) {
    const sample = await measure(build.entry);
    samples.get(build.name).push(sample);
    console.log(build.name, `RSS ${sample.rss.toFixed(1)} MiB, PSS ${sample.pss.toFixed(1)} MiB`);
  }
}
console.log('\n| Build | idle RSS MiB | idle PSS MiB |\n|---|---:|---:|');
for (const [name, list] of samples) {
  const rss = median(list.map((s) => s.rss)).toFixed(1);
  const pss = median(list.map((s) => s.pss)).toFixed(1);
  console.log(`| ${name} | ${rss} | ${pss} |`);
}
