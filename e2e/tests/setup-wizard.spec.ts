import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './accounts';
import { pageReady, readStorage } from './helpers';
import { codeIn, waitForMail } from './mail';

const WIZARD_KEY = 'MaryJane-setupWizard';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

/** Experience, where and budget: the three answers the wizard needs before its lists. */
async function answerTheQuestions(page: Page, budget = /^Balanced/) {
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  await page.getByRole('radio', { name: /^First timer/ }).click();
  await next(page);
  await page.getByRole('radio', { name: /^Indoor/ }).click();
  await next(page);
  await stepHeading(page, 'Where are you? (optional)');
  await next(page);
  await page.getByRole('radio', { name: budget }).click();
  await next(page);
  await stepHeading(page, 'Your equipment');
}

test('a visitor plans a grow, survives a reload, registers and finds it all under My grow', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await answerTheQuestions(page);
  // The equipment comes from the shopping list; a reload keeps the step and the choices.
  const equipment = page.getByRole('list', { name: 'Chosen equipment' });
  await expect(equipment.getByRole('listitem').first()).toBeVisible();
  const lines = await equipment.getByRole('listitem').count();
  expect(lines).toBeGreaterThan(3);
  await page.reload();
  await stepHeading(page, 'Your equipment');
  await expect(equipment.getByRole('listitem')).toHaveCount(lines);
  expect(await readStorage(page, WIZARD_KEY)).toContain('"step":"equipment"');

  await next(page);
  await stepHeading(page, 'Your seeds');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Chosen seeds' }).getByRole('listitem')).toHaveCount(
    1,
  );
  for (const heading of ['Your supplies', 'Your tools', 'Where your plants grow']) {
    await next(page);
    await stepHeading(page, heading);
  }
  await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Grow tent');
  await next(page);
  await stepHeading(page, 'Your first grow cycles');
  await next(page);
  await stepHeading(page, 'Your setup');
  await expect(page.getByText(/^Total cost: /)).toBeVisible();

  // Register from the end step; back on the wizard, it saves by itself.
  await page.getByRole('button', { name: 'Create an account to save' }).click();
  await pageReady(page, 'Create an account');
  const email = uniqueEmail('wizard');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(codeIn(await waitForMail(email, 1)));
  await page.getByLabel('Username').fill('Wizard Grower');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/setup-wizard');
  await expect(page.getByRole('heading', { name: 'Your setup is saved' })).toBeVisible();
  expect(await readStorage(page, WIZARD_KEY)).toBeNull();

  await page.goto('/my/inventory/equipment');
  await pageReady(page, 'My equipment');
  await expect(page.getByText(`${lines} entries`, { exact: true })).toBeVisible();
  await page.goto('/my/environments');
  await expect(page.getByRole('heading', { name: 'Grow tent' })).toBeVisible();
  await page.goto('/my/grow-cycles');
  await pageReady(page, 'My grow cycles');
  await expect(page.getByRole('link', { name: / grow$/ }).first()).toBeVisible();
});

test('changing the budget asks before the chosen items are replaced', async ({ page }) => {
  await answerTheQuestions(page, /^Budget/);
  const equipment = page.getByRole('list', { name: 'Chosen equipment' });
  await expect(equipment.getByRole('listitem').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  const before = await equipment.textContent();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('radio', { name: /^Premium/ }).click();
  await next(page);
  const dialog = page.getByRole('dialog', {
    name: 'Replace your chosen items with the shopping list?',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my items' }).click();
  await expect(equipment).toHaveText(before ?? '');

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('radio', { name: /^Balanced/ }).click();
  await next(page);
  await dialog.getByRole('button', { name: 'Replace with the list' }).click();
  await expect(equipment).not.toHaveText(before ?? '');
});

test('a visitor can finish without an account after a confirmation, and nothing is kept', async ({
  page,
}) => {
  await answerTheQuestions(page);
  for (let step = 0; step < 6; step++) await next(page);
  await stepHeading(page, 'Your setup');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('button', { name: 'Finish without an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish without an account?' });
  await expect(dialog).toContainText('lost');
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeHidden();
  expect(await readStorage(page, WIZARD_KEY)).not.toBeNull();

  await page.getByRole('button', { name: 'Finish without an account' }).click();
  await dialog.getByRole('button', { name: 'Finish and discard' }).click();
  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible();
  expect(await readStorage(page, WIZARD_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByRole('radio', { name: /^First timer/ })).not.toBeChecked();
});
