import { guideGroups, type GuideGroupId } from '@maryjane/contract/content-ids';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageReady, seedStorage, storageKeys } from './helpers';

const listPath = (group: GuideGroupId, id: string) =>
  group === 'post-processing'
    ? `/guides/harvesting/post-processing/${id}`
    : `/guides/${group}/${id}`;
const detailPrefix = (group: GuideGroupId, id: string) =>
  id === 'indoor-vs-outdoor'
    ? '/guides/setting-up/indoor-and-outdoors/'
    : `${listPath(group, id)}/`;

/** The cards of a list that lead to its guides (not the other links on the page). */
const entryCards = (page: Page, prefix: string) => page.locator(`main a[href^="${prefix}"]`);

// Every guide route of spec §2, in both languages: a list with at least two guides, and the
// first guide's own page under the list's detail path, titled like its card.
for (const language of ['en', 'de'] as const) {
  for (const [group, ids] of Object.entries(guideGroups) as [GuideGroupId, readonly string[]][]) {
    test(`${language}: every ${group} guide list has guides that open`, async ({ page }) => {
      test.setTimeout(90_000);
      await seedStorage(page, { [storageKeys.language]: language });
      for (const id of ids) {
        const list = listPath(group, id);
        await page.goto(list);
        const cards = entryCards(page, detailPrefix(group, id));
        await expect(cards.nth(1), `${list} lists two guides`).toBeVisible();
        const first = cards.first();
        const title = (await first.locator('p').first().textContent())?.trim() ?? '';
        expect(title, list).not.toBe('');
        await first.click();
        await pageReady(page, title);
        expect(new URL(page.url()).pathname.startsWith(detailPrefix(group, id)), page.url()).toBe(
          true,
        );
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
    });
  }
}

test('the section pages introduce and link their guides', async ({ page }) => {
  await page.goto('/harvesting');
  await pageReady(page, 'Harvesting');
  for (const name of ['Drying', 'Curing', 'Trimming', 'Edibles']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('the search finds a guide by a word from its body, in English and in German', async ({
  page,
}) => {
  await page.goto('/growing');
  await pageReady(page, 'Growing');
  // The search loads with the other header menus, just after the page.
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('textbox', { name: 'Search pages, guides and strains' });
  await input.fill('storage solution');
  const hit = page.getByRole('button', { name: /Mixing nutrients – pH, EC and PPM in practice/ });
  await hit.click();
  await pageReady(page, 'Mixing nutrients – pH, EC and PPM in practice');
  await expect(page).toHaveURL('/guides/growing/nutrients/mixing-nutrients-ph-and-ec');

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await pageReady(page, 'Nährlösung mischen – pH-Wert, EC-Wert und PPM in der Praxis');
  await page.keyboard.press('Control+k');
  await page
    .getByRole('textbox', { name: 'Seiten, Anleitungen und Sorten durchsuchen' })
    .fill('Kalibrierlösungen');
  await expect(
    page.getByRole('button', { name: /Nährlösung mischen – pH-Wert, EC-Wert und PPM/ }),
  ).toBeVisible();
});

test('an unknown guide shows the not-found page', async ({ page }) => {
  await page.goto('/guides/harvesting/drying/no-such-guide');
  await pageReady(page, 'Page not found');
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

test('a script in the content is not run, and an outside link is marked', async ({ page }) => {
  // What a compromised or careless content file could hold, served as the API would.
  await page.route('**/cms/drying/planted?*', async (route) => {
    const body = [
      'Intro text.',
      '',
      '<script>window.__contentScriptRan = true</script>',
      '',
      '<img src="x" onerror="window.__contentScriptRan = true">',
      '',
      '[Official text](https://www.gesetze-im-internet.de/kcang/)',
      '',
      '[Click](javascript:window.__contentScriptRan=true)',
    ].join('\n');
    await route.fulfill({
      json: {
        data: {
          collection: 'drying',
          id: 'planted',
          locale: 'en',
          title: 'A planted guide',
          summary: 'Not a real guide.',
          readingMinutes: 1,
          date: '2026-11-24',
          stages: [],
          order: 1,
          kind: null,
          body,
          headings: [],
          wordCount: 10,
          sources: [],
          author: null,
          servings: null,
          prepMinutes: null,
          previous: null,
          next: null,
          related: [],
        },
      },
    });
  });
  await page.goto('/guides/harvesting/drying/planted');
  await pageReady(page, 'A planted guide');
  await expect(page.getByText('Intro text.')).toBeVisible();
  expect((await page.getByText('Click').getAttribute('href')) ?? '').not.toMatch(/javascript/i);
  expect(
    await page.evaluate(() => (window as { __contentScriptRan?: boolean }).__contentScriptRan),
  ).toBeUndefined();
  await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /Official text.*opens in a new tab/ }),
  ).toHaveAttribute('target', '_blank');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a guide read once stays readable offline; the app says when one was not', async ({
    page,
    context,
  }) => {
    const guide = '/guides/growing/nutrients/mixing-nutrients-ph-and-ec';
    const title = 'Mixing nutrients – pH, EC and PPM in practice';
    await page.goto('/growing');
    await pageReady(page, 'Growing');
    // The worker takes over this page once it is active (clients.claim()).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(guide);
    await pageReady(page, title);

    await context.setOffline(true);
    await page.reload();
    await pageReady(page, title);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    // A guide never opened is not there: the page says it is offline instead of failing silently.
    await page.goto('/guides/growing/nutrients/npk-and-micronutrients-by-phase');
    await expect(page.getByText('You are offline')).toBeVisible();
    await context.setOffline(false);
  });
});

test('search engines find every public page in the sitemap, each sent rendered', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /api/');
  expect(rules).toContain('Disallow: /dashboard');
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(rules)?.[1] ?? '';
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc?.replace(/&amp;/g, '&') ?? '').pathname,
  );
  expect(paths).toContain('/');
  expect(paths).toContain('/catalogue/strains');
  expect(paths).toContain('/guides/growing/nutrients/mixing-nutrients-ph-and-ec');
  expect(paths.length).toBeGreaterThan(50);
  // A few at a time: each is rendered once on its first request.
  const notRendered: string[] = [];
  for (let start = 0; start < paths.length; start += 4) {
    await Promise.all(
      paths.slice(start, start + 4).map(async (path) => {
        const page = await request.get(path);
        const html = await page.text();
        if (!page.ok() || !html.includes('data-rendered-session="visitor"')) notRendered.push(path);
      }),
    );
  }
  expect(notRendered).toEqual([]);
});
