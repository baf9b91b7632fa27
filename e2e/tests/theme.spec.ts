import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageReady, readStorage, storageKeys } from './helpers';

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

test('choosing dark applies it and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  expect(await scheme(page)).toBe('light');

  await page.getByRole('button', { name: 'Colour scheme: System' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await readStorage(page, storageKeys.colorScheme)).toBe('dark');

  await page.reload();
  await pageReady(page, 'Setup wizard');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Colour scheme: Dark' })).toBeVisible();
});

test('"System" follows the device, also when it changes while the page is open', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  await page.getByRole('button', { name: 'Colour scheme: System' }).click();
  await page.getByRole('menuitem', { name: 'System' }).click();
  expect(await readStorage(page, storageKeys.colorScheme)).toBe('auto');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
