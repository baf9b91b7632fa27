import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Public pages arrive rendered by the server and become interactive once the app has hydrated
 * them; a click before that would do nothing. The app marks `<html data-app-ready>` then.
 */
export async function appReady(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return; // not an app page (an API answer)
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Playwright's test, whose page.goto and page.reload wait until the app is ready. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
