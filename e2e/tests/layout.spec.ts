import AxeBuilder from '@axe-core/playwright';
import { SCRIM_OPACITY, STORAGE_PREFIX } from '@maryjane/contract/constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageReady, readStorage, seedStorage, storageKeys } from './helpers';

const LAYOUT_KEY = `${STORAGE_PREFIX}layout`;
const html = (page: Page) => page.locator('html');

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Customize layout' }).click();
  const drawer = page.getByRole('dialog', { name: 'Customize' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const radio = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true });

test('every setting takes effect and survives a reload', async ({ page }) => {
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  // The defaults of spec §9.
  await expect(html(page)).toHaveAttribute('data-nav', 'vertical');
  await expect(html(page)).toHaveAttribute('data-content-width', 'boxed');
  await expect(html(page)).toHaveAttribute('data-navbar', 'sticky');
  await expect(html(page)).toHaveAttribute('data-footer', 'static');
  await expect(html(page)).toHaveAttribute('data-navbar-blur', 'true');
  const main = page.getByRole('main');
  const content = main.locator('> div').first();
  expect((await content.boundingBox())?.width).toBeLessThanOrEqual(1440);

  const drawer = await openCustomizer(page);
  await radio(page, 'Content width', 'Full width').click();
  await radio(page, 'Footer', 'Sticky').click();
  await radio(page, 'Navbar', 'Static').click();
  await radio(page, 'Skin', 'Bordered').click();
  await drawer.getByRole('switch', { name: 'Semi-dark navigation' }).click();
  await drawer.getByRole('switch', { name: 'Blur behind the navbar' }).click();
  await drawer.getByRole('switch', { name: 'Collapse the navigation' }).click();
  await drawer.getByRole('button', { name: 'Orange' }).click();

  const expectApplied = async () => {
    await expect(html(page)).toHaveAttribute('data-content-width', 'fluid');
    await expect(html(page)).toHaveAttribute('data-footer', 'sticky');
    await expect(html(page)).toHaveAttribute('data-navbar', 'static');
    await expect(html(page)).toHaveAttribute('data-skin', 'bordered');
    await expect(html(page)).toHaveAttribute('data-semi-dark', 'true');
    await expect(html(page)).toHaveAttribute('data-navbar-blur', 'false');
    await expect(html(page)).toHaveAttribute('data-nav-collapsed', 'true');
    await expect(html(page)).toHaveAttribute('data-primary-color', 'orange');
    await expect(page.getByRole('banner')).toHaveCSS('position', 'absolute');
    await expect(page.locator('footer')).toHaveCSS('position', 'sticky');
    // Collapsed: icons with their labels as names.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect((await nav.boundingBox())?.width).toBeLessThan(100);
  };
  await expectApplied();
  expect(JSON.parse((await readStorage(page, LAYOUT_KEY)) ?? '{}')).toMatchObject({
    contentWidth: 'fluid',
    primaryColor: 'orange',
  });

  await page.reload();
  await pageReady(page, 'Setup wizard');
  await expectApplied();

  // Horizontal: a menu bar under the header; the vertical nav un-collapses.
  await openCustomizer(page);
  await radio(page, 'Navigation', 'Horizontal').click();
  await page.keyboard.press('Escape');
  await expect(html(page)).toHaveAttribute('data-nav', 'horizontal');
  await expect(html(page)).toHaveAttribute('data-nav-collapsed', 'false');
  const bar = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  // Opened by click, followed by keyboard: the slide-down dropdown of a static navbar may move
  // while a pointer click is aimed at it on a loaded machine, and a missed click closes it.
  const legal = page.getByRole('menuitem', { name: 'Legal disclosure' });
  await expect(async () => {
    await bar.getByRole('button', { name: 'Other' }).click();
    await expect(legal).toBeVisible({ timeout: 2_000 });
    await legal.press('Enter', { timeout: 2_000 });
    await expect(page).toHaveURL('/legal-disclosure', { timeout: 2_000 });
  }).toPass();

  await page.reload();
  await expect(html(page)).toHaveAttribute('data-nav', 'horizontal');

  // Hidden navbar, then reset.
  await openCustomizer(page);
  await radio(page, 'Navigation', 'Vertical').click();
  await radio(page, 'Navbar', 'Hidden').click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-navbar', 'hidden');
  await (await openCustomizer(page)).getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(html(page)).toHaveAttribute('data-navbar', 'sticky');
  await expect(html(page)).toHaveAttribute('data-content-width', 'boxed');
  expect(await readStorage(page, LAYOUT_KEY)).toBeNull();
});

test('horizontal shows as vertical below 976 px and comes back above it', async ({ page }) => {
  await seedStorage(page, { [LAYOUT_KEY]: JSON.stringify({ navigation: 'horizontal' }) });
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  await expect(html(page)).toHaveAttribute('data-nav', 'horizontal');

  await page.setViewportSize({ width: 975, height: 800 });
  await expect(html(page)).toHaveAttribute('data-nav', 'vertical');
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  expect(JSON.parse((await readStorage(page, LAYOUT_KEY)) ?? '{}')).toMatchObject({
    navigation: 'horizontal',
  });

  await page.setViewportSize({ width: 976, height: 800 });
  await expect(html(page)).toHaveAttribute('data-nav', 'horizontal');
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' }),
  ).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open customizer has no axe violations in ${colorScheme} mode`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await seedStorage(page, { [storageKeys.colorScheme]: colorScheme });
    await page.goto('/setup-wizard');
    await pageReady(page, 'Setup wizard');
    await openCustomizer(page);
    // Spec §9: the scrim is 0.5 black in light mode and 0.6 in dark mode.
    const scrim = page.locator('.mantine-Drawer-overlay');
    await expect(scrim).toHaveCSS(
      'background-color',
      `rgba(0, 0, 0, ${SCRIM_OPACITY[colorScheme]})`,
    );
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

test('the customizer opens and changes a setting with the keyboard only', async ({ page }) => {
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  const button = page.getByRole('button', { name: 'Customize layout' });
  await expect(button).toBeVisible();
  // Tab from the page start until the customizer button has focus.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Customize' });
  await expect(drawer).toBeVisible();

  const fluid = page.getByRole('radiogroup', { name: 'Content width' }).getByRole('radio', {
    name: 'Boxed',
  });
  for (let i = 0; i < 30; i++) {
    if (await fluid.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(fluid).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(html(page)).toHaveAttribute('data-content-width', 'fluid');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});
