import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './accounts';
import { pageReady } from './helpers';
import { codeIn, waitForMail } from './mail';

// The server of this file asks for ALTCHA (CAPTCHA_PROVIDER=altcha, see playwright.config.ts):
// the real widget solves the real challenge in the browser, under the real CSP.
const baseURL = process.env.E2E_ALTCHA_URL;
const dataDir = process.env.E2E_ALTCHA_DATA_DIR;
test.use({ baseURL });

test('with ALTCHA on, registering solves the widget and sends its payload', async ({ page }) => {
  const email = uniqueEmail('altcha');
  const captchaHeaders: Record<string, string | undefined> = {};
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/user/')) {
      captchaHeaders[pathname] = request.headers()['recaptcha'];
    }
  });
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });

  await page.goto('/register');
  await pageReady(page, 'Create an account');
  await expect(page.locator('altcha-widget')).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible({
    timeout: 15_000,
  });

  const code = codeIn(await waitForMail(email, 1, dataDir));
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Username').fill('Altcha Grower');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });

  // Each call carried a payload of its own (they are single use).
  const verifyPayload = captchaHeaders['/api/user/verify-email'];
  const registerPayload = captchaHeaders['/api/user/register'];
  expect(verifyPayload).toBeTruthy();
  expect(registerPayload).toBeTruthy();
  expect(registerPayload).not.toBe(verifyPayload);
  expect(cspErrors).toEqual([]);
});
