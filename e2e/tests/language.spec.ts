import { expect, test } from './fixtures';
import { pageReady, readStorage, storageKeys } from './helpers';

test('switching to German translates the app, sets <html lang> and survives a reload', async ({
  page,
}) => {
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();

  await pageReady(page, 'Einrichtungsassistent');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page).toHaveTitle('Einrichtungsassistent · MaryJane');
  expect(await readStorage(page, storageKeys.language)).toBe('de');

  await page.reload();
  await pageReady(page, 'Einrichtungsassistent');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Blank pages (no navigation) follow the choice too.
  await page.goto('/this/does/not/exist');
  await pageReady(page, 'Seite nicht gefunden');
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('starts in German when nothing was chosen yet', async ({ page }) => {
    await page.goto('/');
    await pageReady(page, 'Willkommen bei MaryJane');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
