import { expect, test } from './fixtures';
import { createAccount, signInWithToken } from './accounts';
import { pageReady, storageKeys } from './helpers';

// Feeding from your own nutrients (issue 26), on a 390 px phone: a feed entry takes dose ×
// water from the supplies' stock; the feeding plan becomes the cycle's weekly feed tasks.

test('a feed entry takes its products from stock, in English and German', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await createAccount(request, 'feeding');
  const headers = { authorization: `Bearer ${account.token}` };
  const call = async (method: 'post' | 'put' | 'get', url: string, data?: unknown) => {
    const response = await request[method](url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: Record<string, unknown> & { id: string } }).data;
  };
  const strains = await request.get('/api/strains?q=Northern&floweringType=photoperiod');
  const strain = ((await strains.json()) as { data: { items: { id: string }[] } }).data.items[0];
  const seeds = await call('post', '/api/inventory/seeds', { itemId: strain?.id, quantity: 2 });
  const cycle = await call('post', '/api/grow-cycles', {
    name: 'Balcony grow',
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 1,
    startDate: new Date().toISOString().slice(0, 10),
  });
  const items = await request.get('/api/supply-items?q=Bio-Bloom%201%20L', { headers });
  const item = ((await items.json()) as { data: { items: { id: string }[] } }).data.items[0];
  const bloom = await call('post', '/api/inventory/supplies', { itemId: item?.id });

  await signInWithToken(page, account.token, `/my/grow-cycles/${cycle.id}`);
  await pageReady(page, 'Balcony grow');
  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add entry' });
  await dialog.getByRole('combobox', { name: 'What' }).click();
  await page.getByRole('option', { name: 'Feeding' }).click();
  await dialog.getByRole('textbox', { name: 'Amount (litres)' }).fill('1.5');
  await dialog.getByRole('button', { name: 'Add product' }).click();
  await dialog.getByRole('combobox', { name: 'Product 1' }).click();
  await page.getByRole('option', { name: /Bio-Bloom 1 L · BioBizz · 1,?000 ml left/ }).click();
  await dialog.getByRole('textbox', { name: 'Dose per litre' }).fill('4');
  await expect(dialog.getByText('1.5 L × 4 ml/L = 6 ml')).toBeVisible();
  // Nothing of the form runs off a 390 px phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog).toBeHidden();
  const journal = page.getByRole('list', { name: 'Journal' });
  await expect(journal.getByText('Bio-Bloom 1 L: 4 ml/L = 6 ml')).toBeVisible();
  expect((await call('get', `/api/inventory/supplies/${bloom.id}`)).stockAmount).toBe(994);

  // A plan row for this week of germination becomes a task, named in German.
  await call('put', `/api/grow-cycles/${cycle.id}/feeding-plan`, {
    rows: [{ phase: 'germinate', week: 1, doses: [{ itemId: bloom.id, dose: 1, unit: 'ml/L' }] }],
  });
  await page.evaluate((key) => window.localStorage.setItem(key, 'de'), storageKeys.language);
  await page.reload();
  await pageReady(page, 'Balcony grow');
  const plan = page.getByRole('region', { name: 'Düngeplan' });
  await expect(plan.getByText('Keimung Woche 1: 1 ml/L Bio-Bloom 1 L')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nächste Schritte' })).toContainText(
    'Keimung Woche 1: 1 ml/L Bio-Bloom 1 L',
  );
});
