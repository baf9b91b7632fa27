import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, signInWithToken } from './accounts';
import { pageReady } from './helpers';

// Per-plant records (issue 26) on a phone held in one hand: a height, then the plant removed,
// which takes it out of the legal count.

/** A grower in Germany, alone, with a cycle of 4 plants started today: one over the limit. */
async function growerWithFourPlants(request: APIRequestContext) {
  const account = await createAccount(request, 'plants');
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
    numberOfPlants: 4,
    startDate: new Date().toISOString().slice(0, 10),
  });
  const plants = (await call('get', `/api/plants?cycleId=${cycle.id as string}`)) as unknown as {
    id: string;
  }[];
  const legal = async () => (await call('get', '/api/legal-check')).plants;
  return { account, plantId: plants[0]?.id ?? '', legal };
}

test('a plant’s height and its removal, on a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { account, plantId, legal } = await growerWithFourPlants(request);
  expect(await legal()).toBe(4);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, account.token, '/my/plants');
  await pageReady(page, 'My plants');
  await page.getByRole('link', { name: 'Plant 1', exact: true }).click();
  await pageReady(page, 'Plant 1');
  expect(page.url()).toContain(`/my/plants/${plantId}`);
  await expect(page.getByText('No height recorded yet.')).toBeVisible();

  // The quick action opens the journal form for this plant, as a measurement.
  await page
    .getByRole('group', { name: /timeline/ })
    .getByRole('button', { name: 'Height' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add entry' });
  await dialog.getByRole('textbox', { name: 'Height (cm)', exact: true }).fill('23,5');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByRole('img', { name: 'Height of Plant 1' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('23.5 cm');

  // Removed as a male: it no longer counts.
  await page.getByRole('button', { name: 'Change status' }).click();
  const status = page.getByRole('dialog', { name: 'Status of Plant 1' });
  await status.getByText('Removed', { exact: true }).click();
  // Mantine selects are text boxes or comboboxes depending on the version.
  await status
    .getByRole('textbox', { name: 'Why it was removed', exact: true })
    .or(status.getByRole('combobox', { name: 'Why it was removed', exact: true }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Male' }).click();
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(status).toBeHidden();
  const summary = page.getByRole('region', { name: 'Plant' });
  await expect(summary.getByText('Removed', { exact: true })).toBeVisible();
  await expect(summary).toContainText('No longer counts towards your plant limit.');
  expect(await legal()).toBe(3);

  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
