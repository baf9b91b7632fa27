// Layout shifts while a page loads and hydrates (issue 28: CLS < 0.05): `node bench/layout-shifts.mjs`
// (BENCH_PAGES=/a,/b; default the catalogue's strains and equipment, the landing page and a guide).
// The built server on a fresh DATA_DIR, each page in a new Chromium context at a phone's size with
// DevTools' 4× CPU slowdown, 8 s of the browser's own layout-shift entries (what CLS sums, without
// Lighthouse's simulation): the sum and, per shift, the elements that moved and from where to where.
// Needs a build (`npm run build`).
import { chromium } from '@playwright/test';
import { withServer } from './lib.mjs';
import { chromeFlags } from './lighthouse-lib.mjs';
await withServer('pglite', {}, async ({ base }) => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  for (const p of (
    process.env.BENCH_PAGES ??
    '/catalogue/strains,/catalogue/equipment,/,/guides/growing/nutrients/mixing-nutrients-ph-and-ec'
  ).split(',')) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      globalThis.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          globalThis.__shifts.push({
            value: e.value,
            t: Math.round(e.startTime),
            sources: (e.sources || []).map((s) => {
              const n = s.node;
              let d = '';
              if (n && n.nodeType === 1) d = n.tagName + '.' + String(n.className).slice(0, 120);
              else if (n) d = '#text ' + (n.textContent || '').slice(0, 40);
              return {
                d,
                prev: JSON.stringify(s.previousRect),
                cur: JSON.stringify(s.currentRect),
              };
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + p);
    await page.waitForTimeout(8000);
    const shifts = await page.evaluate(() => globalThis.__shifts);
    console.log(p, 'CLS', shifts.reduce((a, s) => a + s.value, 0).toFixed(3));
    for (const s of shifts) {
      console.log(' ', s.value.toFixed(4), '@', s.t);
      for (const x of s.sources) console.log('    ', x.d, x.prev, '->', x.cur);
    }
    await context.close();
  }
  await browser.close();
});
