import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, signInWithToken } from './accounts';
import { pageReady } from './helpers';

// The KCanG plant limit (3 per adult in Germany): counted before anything is saved, wherever
// a plant comes into being. MaryJane warns and never blocks.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

/** The step's fields and the count; the tips' inline guide links (too close for target-size) are left out. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude('[role="note"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test('the wizard shows the count before saving', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  await page.getByRole('radio', { name: /^First timer/ }).click();
  await next(page);

  // Asked on its own, next to the number of plants: not taken from the weather location.
  await stepHeading(page, 'Where will you grow?');
  await page.getByRole('radio', { name: /^Indoor/ }).click();
  await page
    .getByRole('radiogroup', { name: 'How many plants?' })
    .getByText('3', { exact: true })
    .click();
  await expect(page.getByText(/planned;/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await expect(page.getByText('3 plants planned; 3 are allowed for 1 adult.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adults in your household' })).toHaveValue('1');
  await expectNoAxeViolations(page);
  await next(page);
  await stepHeading(page, 'Where are you? (optional)');
  await next(page);
  await page.getByRole('radio', { name: /^Balanced/ }).click();
  await next(page);
  await stepHeading(page, 'Your equipment');
  await next(page);

  // Two strains share the 3 plants wanted: the defaults stay within the allowance.
  await stepHeading(page, 'Your seeds');
  const choose = page.getByRole('button', { name: /^Choose / });
  await choose.first().click();
  await expect(page.getByText('3 plants planned; 3 are allowed for 1 adult.')).toBeVisible();
  await choose.first().click();
  await expect(page.getByRole('list', { name: 'Chosen seeds' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(page.getByText('3 plants planned; 3 are allowed for 1 adult.')).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: 'More plants than the law allows' });
  await expect(warning).toHaveCount(0);

  for (const heading of ['Your supplies', 'Your tools', 'Where your plants grow']) {
    await next(page);
    await stepHeading(page, heading);
  }
  await next(page);
  await stepHeading(page, 'Your first grow cycles');
  const plants = page.getByRole('textbox', { name: 'Number of plants' });
  await expect(plants).toHaveCount(2);
  await expect(plants.first()).toHaveValue('2');
  await expect(plants.nth(1)).toHaveValue('1');
  await expect(page.getByText('3 plants planned; 3 are allowed for 1 adult.')).toBeVisible();
  await expect(warning).toHaveCount(0);
  // One plant more than allowed: the count warns at once, before anything is saved.
  await plants.first().fill('3');
  await expect(warning).toContainText('4 plants planned; 3 are allowed for 1 adult.');
  await expect(warning.getByRole('link', { name: 'Read the legal guide' })).toHaveAttribute(
    'href',
    '/guides/setting-up/legal/growing-at-home-in-germany',
  );
  await expectNoAxeViolations(page);

  // The summary says it too, and saving stays possible.
  await next(page);
  await stepHeading(page, 'Your setup');
  await expect(warning).toContainText('4 plants planned; 3 are allowed for 1 adult.');
  await expect(page.getByRole('button', { name: 'Create an account to save' })).toBeEnabled();
});

/** A grower in Germany, alone, with a cycle of 3 plants started today. */
async function growerWithThreePlants(request: APIRequestContext) {
  const account = await createAccount(request, 'legal');
  const headers = { authorization: `Bearer ${account.token}` };
  const call = async (method: 'post' | 'patch' | 'get', url: string, data?: unknown) => {
    const answer = await request[method](url, { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { data: Record<string, unknown> }).data;
  };
  await call('patch', '/api/user/household', { adultsInHousehold: 1, growsInGermany: true });
  const strains = (await call('get', '/api/strains?pageSize=1')) as { items: { id: string }[] };
  const seeds = await call('post', '/api/inventory/seeds', {
    itemId: strains.items[0]?.id,
    quantity: 5,
  });
  const cycle = await call('post', '/api/grow-cycles', {
    name: 'Balcony grow',
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 3,
    startDate: new Date().toISOString().slice(0, 10),
  });
  return { account, cycleId: cycle.id as string };
}

test('add-plant warns', async ({ page, request }) => {
  const { account, cycleId } = await growerWithThreePlants(request);
  await signInWithToken(page, account.token, `/my/grow-cycles/${cycleId}`);
  await pageReady(page, 'Balcony grow');
  const plants = page.getByRole('region', { name: 'Plants (3)' });
  await plants.getByRole('button', { name: 'Add a plant' }).click();

  // Before saving: the fourth plant is one more than one adult may grow.
  const dialog = page.getByRole('dialog', { name: 'Add a plant' });
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('More plants than the law allows');
  await expect(warning).toContainText('4 plants planned; 3 are allowed for 1 adult.');

  // Warned, not blocked.
  await dialog.getByRole('button', { name: 'Add a plant' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Plants (4)' })).toBeVisible();
  await page.goto('/my/grow-cycles');
  await pageReady(page, 'My grow cycles');
  await expect(page.getByRole('alert')).toContainText(
    '4 plants growing; 3 are allowed for 1 adult.',
  );
});
