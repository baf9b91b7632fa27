import { expect, test } from './fixtures';
import { pageReady } from './helpers';

for (const path of ['/this/does/not/exist', '/pages/misc/not-found/404']) {
  test(`${path} shows the not-found page with a way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200); // the server hands every page address to the app
    await pageReady(page, 'Page not found');
    await expect(page).toHaveTitle('Page not found · MaryJane');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await pageReady(page, 'Welcome to MaryJane');
  });
}
