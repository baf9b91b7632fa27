import { expect, test } from './fixtures';
import { pageReady, readStorage, seedStorage, storageKeys } from './helpers';

// The real trigger: with a stored token the shell fetches the current user (GET /api/user). A
// token the server does not know answers 401 with code 2005 (spec §4, §8): the client clears the
// session and the global error handler shows the error snackbar. (accounts.spec.ts does the same
// with a token revoked by logging out.)
test.beforeEach(async ({ page }) => {
  await seedStorage(page, { [storageKeys.authToken]: 'revoked-token' });
});

test('an invalid session shows the error snackbar, clears the token and hides after 5 s', async ({
  page,
}) => {
  // The page notes when the snackbar comes and goes: timed from the test, a loaded machine's
  // delays would count too.
  await page.addInitScript(() => {
    const seen: { shown?: number; hidden?: number } = {};
    Object.assign(window, { snackbarSeen: seen });
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[role="alert"]')].some((element) =>
        element.textContent?.includes('Unauthorized'),
      );
      if (shown) seen.shown ??= performance.now();
      else if (seen.shown !== undefined) seen.hidden ??= performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/legal-disclosure');
  await pageReady(page, 'Legal disclosure');
  const snackbar = page.getByRole('alert').filter({ hasText: 'Unauthorized. Please login again' });
  await expect(snackbar).toBeVisible();
  expect(await readStorage(page, storageKeys.authToken)).toBeNull();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await expect(snackbar).toBeHidden({ timeout: 10_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { snackbarSeen: { shown: number; hidden: number } }).snackbarSeen,
  );
  expect(seen.hidden - seen.shown).toBeGreaterThanOrEqual(4500);
  expect(seen.hidden - seen.shown).toBeLessThan(6500);
});

test('the snackbar waits while the pointer is over it, and closes with its button', async ({
  page,
}) => {
  await page.goto('/legal-disclosure');
  const snackbar = page.getByRole('alert').filter({ hasText: 'Unauthorized. Please login again' });
  await snackbar.hover();
  await page.waitForTimeout(6000);
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', { name: 'Close' }).click();
  await expect(snackbar).toBeHidden();
});
