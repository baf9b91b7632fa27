import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, PASSWORD, signInWithToken, uniqueEmail } from './accounts';
import { pageReady, readStorage, storageKeys } from './helpers';
import { codeIn, linkIn, waitForMail } from './mail';

// The real server and its outbox: no account call is mocked here.

/** A 64 × 64 PNG (a green square), small enough for any avatar rule. */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAATklEQVR42u3PQQkAAAgEsGsk' +
    '2M/uRvAtDFZgqenXIiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg' +
    'ICAgICBwWZ5h4MQNDohZAAAAAElFTkSuQmCC',
  'base64',
);

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const snackbar = (page: Page, text: string) =>
  page.locator('[data-kind]').filter({ hasText: text });

test('register with the mailed code, then land on the dashboard signed in', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  await pageReady(page, 'Create an account');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();

  // Step 2 with its password hints, checked by axe.
  expect(await axeViolations(page)).toEqual([]);
  const code = codeIn(await waitForMail(email, 1));
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Username').fill('Mary Jane');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The notice shows for 3 s from the answer on, while the dashboard loads: it is looked for
  // first, as a loaded CI machine can take longer than that to show the dashboard.
  await expect(snackbar(page, 'Registration successful')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await pageReady(page, 'Dashboard');
  expect(await readStorage(page, storageKeys.authToken)).toBeTruthy();
  // The header shows the new user (initials, no picture yet).
  await expect(page.getByTestId('header-avatar')).toHaveText('MJ');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu').getByText('Mary Jane')).toBeVisible();
});

test('after logging out, a personal page asks to sign in and returns there', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'return');
  await signInWithToken(page, account.token);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  expect(await readStorage(page, storageKeys.authToken)).toBeNull();

  await page.goto('/my/environments');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('After signing in you will return to “Environments”.')).toBeVisible();
  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL('/my/environments');
  await pageReady(page, 'My environments');
});

test('forgot password: the mailed link sets a new one; only the new one signs in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'reset');
  const newPassword = 'New-Grow-2027!';
  await page.goto('/forgot-password');
  await pageReady(page, 'Forgot password');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(`If there is an account for ${account.email}`)).toBeVisible();

  // Mail 1 was the verification code; mail 2 is the reset link.
  const link = linkIn(await waitForMail(account.email, 2), '/password-reset');
  await page.goto(link);
  await pageReady(page, 'Choose a new password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat the password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(snackbar(page, 'Password has been reset')).toBeVisible();

  await fillLogin(page, account.email, account.password);
  await expect(snackbar(page, 'Invalid e-mail or password')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await fillLogin(page, account.email, newPassword);
  await expect(page).toHaveURL('/dashboard');
});

test('an uploaded avatar shows in the header; the settings page passes axe', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'avatar');
  await signInWithToken(page, account.token, '/account-settings/account');
  await pageReady(page, 'Account settings');
  await expect(page.getByLabel('Username')).toHaveValue(account.username);

  expect(await axeViolations(page)).toEqual([]);

  await page.locator('input[type="file"]').setInputFiles({
    name: 'green.png',
    mimeType: 'image/png',
    buffer: AVATAR_PNG,
  });
  await expect(page.getByText('Chosen: green.png')).toBeVisible();
  await page.getByRole('button', { name: 'Save avatar' }).click();
  await expect(snackbar(page, 'Your avatar was saved')).toBeVisible();

  const headerImage = page.getByTestId('header-avatar').locator('img');
  await expect(headerImage).toHaveAttribute('src', /^\/uploads\//);
  // The picture is really served, and really an image.
  await expect
    .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // With a picture, the section offers to remove it.
  await expect(page.getByRole('button', { name: 'Remove avatar' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
});

test('deletion: the mailed link confirms it, and the account can no longer sign in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'delete');
  await signInWithToken(page, account.token, '/account-settings/delete-account');
  await pageReady(page, 'Account settings');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(account.email);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send the e-mail' }).click();
  await expect(snackbar(page, 'We sent you an e-mail to confirm the deletion')).toBeVisible();

  const mail = await waitForMail(account.email, 2);
  const confirmLink = linkIn(mail, '/confirm-account-deletion', /^(?!.*cancel=1)/);
  // The link is opened on a device that is not signed in.
  await page.evaluate((key) => window.localStorage.removeItem(key), storageKeys.authToken);
  await page.goto(confirmLink);
  await pageReady(page, 'Delete your account');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText('Your account has been deleted!')).toBeVisible();
  await expect(main.getByText('Your account and all your grow data are gone.')).toBeVisible();

  await page.goto('/login');
  await fillLogin(page, account.email, account.password);
  await expect(snackbar(page, 'Invalid e-mail or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a session revoked on the server (2005) shows the error and clears the token', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'revoked');
  await signInWithToken(page, account.token, '/legal-disclosure');
  await expect(page.getByTestId('header-avatar')).toBeVisible();

  const loggedOut = await request.post('/api/user/logout', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(loggedOut.ok()).toBe(true);

  await page.reload();
  await expect(snackbar(page, 'Unauthorized. Please login again')).toBeVisible();
  expect(await readStorage(page, storageKeys.authToken)).toBeNull();
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
});

test('the sign-up page fits a phone and has no axe violations', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/register');
  await pageReady(page, 'Create an account');
  await expect(page.getByRole('button', { name: /^Language:/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test("a member's header fits a 320 px phone, its settings in the More menu", async ({
  browser,
  request,
}) => {
  const account = await createAccount(request, 'narrow');
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await signInWithToken(page, account.token, '/legal-disclosure');
  const header = page.getByRole('banner');
  for (const name of [
    'Open navigation',
    'Search',
    'More settings',
    /^Notifications/,
    /user menu/,
  ]) {
    await expect(header.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'More settings' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'Weitere Einstellungen' }).click();
  await page.getByRole('menuitem', { name: 'Layout anpassen' }).click();
  await expect(page.getByRole('dialog', { name: 'Anpassen' })).toBeVisible();
  await context.close();
});

test("a long German title stays one word on a 390 px phone: the title's size follows the screen", async ({
  browser,
  request,
}) => {
  const account = await createAccount(request, 'title-size');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInWithToken(page, account.token, '/legal-disclosure');
  await page.evaluate((key) => window.localStorage.setItem(key, 'de'), storageKeys.language);
  await page.goto('/account-settings/account');
  await pageReady(page, 'Kontoeinstellungen');
  const title = page.getByRole('heading', { level: 1 });
  // At Mantine's 34 px the word was wider than the screen and broke before its last letter.
  const { height, lineHeight } = await title.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
  await context.close();
});

test('no page scrolls sideways on a 320 px phone in German, long words and all', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, 'long-words');
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await signInWithToken(page, account.token, '/legal-disclosure');
  await page.evaluate((key) => window.localStorage.setItem(key, 'de'), storageKeys.language);
  // Headings such as "Kontoeinstellungen" and "Verbraucherstreitbeilegung", and buttons such as
  // "Eigenes Verbrauchsmaterial hinzufügen", are wider than the screen in one line.
  for (const [path, heading] of [
    ['/account-settings/account', 'Kontoeinstellungen'],
    ['/my/inventory/supplies', 'Mein Verbrauchsmaterial'],
    ['/catalogue/supplies', 'Verbrauchsmaterial'],
    ['/setup-wizard', 'Einrichtungsassistent'],
    ['/legal-disclosure', 'Impressum'],
  ] as const) {
    await page.goto(path);
    await pageReady(page, heading);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
  await context.close();
});
