// Shared by the Lighthouse benchmarks (lighthouse.mjs, lighthouse-ab.mjs): one audit of a page
// in a new Chromium with Lighthouse's mobile settings, the page's main-thread CPU time from the
// audit's trace, and a signed-in grower with something on the dashboard.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { signUp } from './lib.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The machine's network is closed: Chromium must not try to reach Google's services.
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The CPU slowdown that makes a host of this benchmarkIndex emulate Lighthouse's reference phone:
 * the formula of Lighthouse's CPU throttling calculator (docs/throttling.md, "Calibrating").
 */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/**
 * One audit, again up to twice when Lighthouse reports a failed recording (it sometimes misses
 * the navigation start, NO_NAVSTART, and asks to be run again).
 */
export async function audit(url, token, cpuSlowdownMultiplier) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, token, cpuSlowdownMultiplier);
    } catch (error) {
      if (attempt === 3 || !(error instanceof RuntimeError)) throw error;
      console.warn(`${error.message}; auditing again`);
    }
  }
}

class RuntimeError extends Error {}

/** One audit in a new Chromium; `token`, if given, is stored as the signed-in session first. */
async function auditOnce(url, token, cpuSlowdownMultiplier) {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    if (token) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      // A JSON answer on the origin: no app code runs, nothing is cached for the audit.
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), token);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the stored token; the cache is empty anyway, the profile being new.
      disableStorageReset: Boolean(token),
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new RuntimeError(`${url}: ${lhr.runtimeError.code}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      ...mainThreadCpu(artifacts.Trace, cpuSlowdownMultiplier),
      failedA11y: Object.values(lhr.audits)
        .filter(
          (entry) =>
            lhr.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id) &&
            entry.score === 0,
        )
        .map(
          (entry) =>
            `${entry.id}: ${(entry.details?.items ?? []).map((item) => item.node?.snippet).join(' ')}`,
        ),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The page's main-thread work from the audit's own trace, counted in CPU time (a task's `tdur`)
 * rather than wall time: on a host whose other processes (Lighthouse itself, the browser's
 * own, the server) take the page's core, a task's wall time grows with what ran beside it,
 * and Lighthouse's simulation multiplies that too. `cpuMs` is the renderer's main thread over
 * the whole audit; `cpuTbtMs` is Lighthouse's TBT formula applied to CPU time (each task after
 * the first contentful paint, times the slowdown, minus 50 ms): what TBT would be with the
 * phone's cores to itself. Not a Lighthouse metric; it makes runs on busy hosts comparable.
 */
function mainThreadCpu(trace, cpuSlowdownMultiplier) {
  const events = trace?.traceEvents ?? [];
  const page = pageMainThread(events);
  if (!page) return { cpuMs: NaN, cpuTbtMs: NaN };
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === page.pid,
  );
  const blocking = page.tasks
    .filter((task) => paint && task.ts > paint.ts)
    .reduce(
      (sum, task) => sum + Math.max(0, ((task.tdur ?? 0) / 1000) * cpuSlowdownMultiplier - 50),
      0,
    );
  return { cpuMs: Math.round(cpuTimeOf(page.tasks) / 1000), cpuTbtMs: Math.round(blocking) };
}

/** The CPU time of trace tasks, in µs. */
export const cpuTimeOf = (tasks) => tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);

/**
 * The loaded page's main thread in a trace's events, with its tasks: of the renderers' main
 * threads, the one that worked most (the browser's other pages, about:blank say, barely run).
 * Undefined when the trace has none.
 */
export function pageMainThread(events) {
  const tasksOf = ({ pid, tid }) =>
    events.filter(
      (event) =>
        event.name === 'RunTask' && event.ph === 'X' && event.pid === pid && event.tid === tid,
    );
  return events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map(({ pid, tid }) => ({ pid, tid, tasks: tasksOf({ pid, tid }) }))
    .sort((a, b) => cpuTimeOf(b.tasks) - cpuTimeOf(a.tasks))[0];
}

export { median } from './lib.mjs';

/** storageKeys.authToken in packages/contract/src/constants.ts. */
export const SESSION_KEY = 'MaryJane-AuthToken';

/**
 * A grower signed up on the server at `base`, with a dashboard that has something on it: seeds,
 * a tent and a grow. Returns the session token.
 */
export async function growerWithDashboard(base, dataDir) {
  const { token, send } = await signUp(base, dataDir);
  // A dashboard with something on it: seeds, a tent and a grow in flower.
  const strainId = (await send('GET', '/api/strains?q=Northern')).items[0].id;
  const seeds = await send('POST', '/api/inventory/seeds', { itemId: strainId, quantity: 5 });
  await send('POST', '/api/environments', {
    name: 'Tent',
    type: 'tent',
    location: 'Attic',
    widthCm: 80,
    depthCm: 80,
  });
  await send('POST', '/api/grow-cycles', {
    name: 'Autumn grow',
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 2,
    startDate: '2026-09-01',
  });

  return token;
}
