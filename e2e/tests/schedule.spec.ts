import { expect, test } from './fixtures';
import { createAccount, signInWithToken } from './accounts';
import { pageReady } from './helpers';

test("the dashboard's task follows a phase move", async ({ page, request }) => {
  const account = await createAccount(request, 'schedule');
  const headers = { authorization: `Bearer ${account.token}` };
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: string } }).data;
  };
  const strains = await request.get('/api/strains?q=Northern&floweringType=photoperiod');
  const strain = ((await strains.json()) as { data: { items: { id: string }[] } }).data.items[0];
  const seeds = await post('/api/inventory/seeds', { itemId: strain?.id, quantity: 2 });
  const cycle = await post('/api/grow-cycles', {
    name: 'Spring grow',
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 1,
    startDate: new Date().toISOString().slice(0, 10),
  });

  await signInWithToken(page, account.token, '/dashboard');
  await pageReady(page, 'Dashboard');
  const card = page.getByRole('region', { name: 'Next grow cycle' });
  const today = card.getByRole('list', { name: 'Today' });
  await expect(today).toContainText('Germinate the seeds');
  const progress = card.getByRole('progressbar', { name: 'Progress of Spring grow to harvest' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // The grower moves the cycle on, on its page.
  await page.goto(`/my/grow-cycles/${cycle.id}`);
  await pageReady(page, 'Spring grow');
  await page.getByRole('button', { name: 'Move to Vegetative' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to Vegetative' });
  await dialog.getByRole('button', { name: 'Move to Vegetative' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard');
  await pageReady(page, 'Dashboard');
  await expect(card.getByText('Vegetative')).toBeVisible();
  await expect(card).not.toContainText('Germinate the seeds');
  // At least germination's share of the way: 3 of 102 days, rounded.
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
});
