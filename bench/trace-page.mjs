// Where a page's main thread goes while it loads: `npm run bench:trace-page` (BENCH_PAGE, default
// /dashboard signed in). Not a score: a tool for finding the long tasks Lighthouse counts in
// TBT, and what runs in them.
//
// Loads the page once in Chromium at a phone's width with DevTools' 4× CPU slowdown (the page
// really runs four times slower, unlike Lighthouse's simulation, which multiplies what it saw),
// recording a trace with V8's sampling profiler. Prints every main-thread task of 50 ms or more:
// the trace events that took its time and, from the profile's samples, the app's own functions
// and the libraries' functions that ran longest in it. Build with WEB_SOURCEMAP=1 (hidden source
// maps, never referenced by the served files) to see source names instead of minified ones:
//
//   WEB_SOURCEMAP=1 npm run build && node bench/trace-page.mjs
//
// BENCH_BUILD=1 builds first (without source maps); WEB_DIST_DIR audits another build's dist.
// The trace is kept in bench/results/trace.json (Chromium's DevTools open it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { root, withServer } from './lib.mjs';
import {
  chromeFlags,
  cpuTimeOf,
  growerWithDashboard,
  pageMainThread,
  SESSION_KEY,
} from './lighthouse-lib.mjs';

const pagePath = process.env.BENCH_PAGE ?? '/dashboard';
const distDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const traceFile = path.join(root, 'bench/results/trace.json');
const LONG_TASK_MS = 50;

if (process.env.BENCH_BUILD === '1') {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await withServer('pglite', { WEB_DIST_DIR: distDir }, async ({ base, dataDir }) => {
  const token = await growerWithDashboard(base, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // A member's page is loaded signed in: the token stored first, on a page with no app code.
    await page.goto(`${base}/api/health`);
    if (pagePath === '/dashboard' || pagePath.startsWith('/my/')) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, token]);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(base + pagePath);
    // Long enough for the data, its renders and the idle tasks after them.
    await page.waitForTimeout(8_000);
    mkdirSync(path.dirname(traceFile), { recursive: true });
    writeFileSync(traceFile, await browser.stopTracing());
  } finally {
    await browser.close();
  }
});

const events = JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents;

const { pid, tid, tasks } = pageMainThread(events);

// The profiler's samples, each with its time and stack.
const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
const nodes = new Map();
const samples = [];
let sampledAt = profile?.args.data.startTime ?? 0;
for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile?.id)) {
  const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
  for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
  (cpuProfile.samples ?? []).forEach((id, index) => {
    sampledAt += timeDeltas[index] ?? 0;
    samples.push({ at: sampledAt, id });
  });
}

const sourceMaps = new Map();
/** A frame's name, from its source map when the build has one. */
function frameName({ functionName, url = '', lineNumber, columnNumber }) {
  const file = url.includes('/assets/') ? path.join(distDir, 'assets', url.split('/').pop()) : null;
  if (!file) return functionName || '(anonymous)';
  if (!sourceMaps.has(file)) {
    sourceMaps.set(
      file,
      existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null,
    );
  }
  const map = sourceMaps.get(file);
  if (!map) return `${functionName || '(anonymous)'} ${path.basename(file)}`;
  const original = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const source = (original.source ?? '').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${original.name ?? functionName} ${source}:${original.line}`;
}

/** Each frame's inclusive time within [from, to], in ms, longest first. */
function framesBetween(from, to, duration) {
  const inside = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const counts = new Map();
  for (const sample of inside) {
    const seen = new Set();
    for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) {
      const name = frameName(node.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const perSample = duration / Math.max(1, inside.length);
  return [...counts]
    .filter(([name]) => !/^\((root|program|idle)\)$/.test(name))
    .map(([name, count]) => [name, Math.round(count * perSample)])
    .sort((a, b) => b[1] - a[1]);
}

const navigation = tasks[0];
const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
const ms = (us) => Math.round(us / 1000);
const afterPaint = tasks.filter((task) => paint && task.ts > paint.ts);
const blocking = afterPaint.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
console.log(
  `${pagePath}: ${tasks.length} tasks, main-thread CPU ${ms(cpuTimeOf(tasks))} ms at 4×, first ` +
    `contentful paint at ${paint ? ms(paint.ts - navigation.ts) : '?'} ms, blocking time ` +
    `after it ${Math.round(blocking)} ms (tasks' excess over 50 ms)`,
);
for (const task of tasks.filter((candidate) => candidate.dur / 1000 >= LONG_TASK_MS)) {
  const within = events.filter(
    (e) =>
      e.pid === pid &&
      e.tid === tid &&
      e.ph === 'X' &&
      e !== task &&
      e.ts >= task.ts &&
      e.ts + e.dur <= task.ts + task.dur &&
      e.dur >= 3000,
  );
  const byName = new Map();
  for (const e of within) {
    const name = e.args?.data?.url ? `${e.name}(${e.args.data.url.split('/').pop()})` : e.name;
    byName.set(name, (byName.get(name) ?? 0) + e.dur);
  }
  const frames = framesBetween(task.ts, task.ts + task.dur, task.dur / 1000);
  const own = frames.filter(([name]) => / src\//.test(name)).slice(0, 5);
  const libraries = frames
    .filter(([name]) => !/ src\/|react-dom-client|scheduler\.production|^\(anonymous\)$/.test(name))
    .slice(0, 5);
  const list = (entries) => entries.map(([name, time]) => `${time} ${name}`).join(' | ') || '–';
  console.log(
    `\n@${ms(task.ts - navigation.ts)} ms: ${ms(task.dur)} ms` +
      `${paint && task.ts > paint.ts ? '' : ' (before the first paint)'}\n` +
      `  events: ${list(
        [...byName]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([n, d]) => [n, ms(d)]),
      )}\n` +
      `  app: ${list(own)}\n  libraries: ${list(libraries)}`,
  );
}
