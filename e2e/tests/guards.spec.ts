import { expect, test } from './fixtures';
import { createAccount, signInWithToken } from './accounts';
import { pageReady, readStorage, storageKeys } from './helpers';

test('a visitor is sent from /dashboard to /login, and the target is remembered and shown', async ({
  page,
}) => {
  await page.goto('/dashboard?cycle=2');
  await expect(page).toHaveURL('/login');
  await pageReady(page, 'Log in');
  expect(await readStorage(page, storageKeys.redirectTo)).toBe('/dashboard?cycle=2');
  await expect(page.getByText('After signing in you will return to “Dashboard”.')).toBeVisible();
});

test('personal pages are guarded, public ones are not', async ({ page }) => {
  await page.goto('/my/inventory/seeds');
  await expect(page).toHaveURL('/login');
  const guide = '/guides/setting-up/indoor-and-outdoors/indoor-outdoor-or-greenhouse';
  await page.goto(guide);
  await pageReady(page, 'Indoor, outdoor or greenhouse – which suits you?');
  await expect(page).toHaveURL(guide);
});

test('a signed-in grower who opens /login is sent to /, which leads to the dashboard', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'guard-login');
  await signInWithToken(page, account.token);
  await page.goto('/login');
  await pageReady(page, 'Dashboard');
  await expect(page).toHaveURL('/dashboard');
});

test('logging out clears the token and lands on /login', async ({ page, request }) => {
  const account = await createAccount(request, 'guard-logout');
  await signInWithToken(page, account.token);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await pageReady(page, 'Log in');
  expect(await readStorage(page, storageKeys.authToken)).toBeNull();
  expect(await readStorage(page, storageKeys.redirectTo)).toBeNull();
});
