import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { pageReady, seedStorage, storageKeys } from './helpers';

const pages = [
  { path: '/', heading: 'Welcome to MaryJane' },
  { path: '/guides/growing/nutrients', heading: 'Nutrients' },
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create an account' },
  { path: '/password-reset?code=abcdefghijklmnopqrstuvwx', heading: 'Choose a new password' },
  { path: '/catalogue/strains', heading: 'Strain finder' },
  { path: '/catalogue/equipment', heading: 'Equipment' },
  { path: '/catalogue/shopping-lists', heading: 'Shopping lists' },
  { path: '/catalogue/retailers', heading: 'Retailers' },
  { path: '/setup-wizard', heading: 'Setup wizard' },
  { path: '/catalogue/supplies', heading: 'Supplies' },
  { path: '/catalogue/tools', heading: 'Tools' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/growing', heading: 'Growing' },
  { path: '/harvesting', heading: 'Harvesting' },
  { path: '/setting-up', heading: 'Setting up' },
  { path: '/guides/setting-up/shopping-lists', heading: 'Shopping lists' },
  {
    path: '/guides/growing/nutrients/mixing-nutrients-ph-and-ec',
    heading: 'Mixing nutrients – pH, EC and PPM in practice',
  },
  { path: '/recipes', heading: 'Recipes' },
  { path: '/recipes/cannabis-chai-with-milk', heading: 'Spiced cannabis chai with whole milk' },
  { path: '/other/blog', heading: 'Blog' },
  { path: '/meetmaryjane', heading: 'Your home grow, planned from seed to jar' },
  { path: '/legal-disclosure', heading: 'Legal disclosure' },
];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const { path, heading } of pages) {
    test(`${path} has no axe violations in ${colorScheme} mode`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await seedStorage(page, { [storageKeys.colorScheme]: colorScheme });
      await page.goto(path);
      await pageReady(page, heading);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      // The header menus load just after the first render; check the page with them in.
      await expect(page.getByRole('button', { name: /^Language:/ })).toBeVisible();

      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
      await context.close();
    });
  }
}

test('the navigation drawer on a phone is reachable, usable and has no axe violations', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Closed: off-screen and out of the Tab order.
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await nav.getByRole('button', { name: 'Growing' }).click();
  await nav.getByRole('link', { name: 'Nutrients' }).click();
  await pageReady(page, 'Nutrients');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toBeInViewport();
  await context.close();
});

test('the open search with results has no axe violations', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/growing');
  await pageReady(page, 'Growing');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('textbox', { name: 'Search pages, guides and strains' }).fill('drying');
  await expect(page.getByRole('button', { name: /Drying/ }).first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await context.close();
});
