import { storageKeys } from '@maryjane/contract/constants';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { appReady } from './fixtures';

export { storageKeys };

/** Sets localStorage before any script of the app runs, on every page load of this page. */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}

/**
 * A page is ready once its h1 is shown (pages are lazy chunks) and the app has taken over the
 * markup the server may have sent.
 */
export async function pageReady(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await appReady(page);
}
