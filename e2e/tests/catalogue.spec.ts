import { expect, test } from './fixtures';
import { pageReady } from './helpers';

test('a grower narrows the strain finder and the filters live in the address', async ({ page }) => {
  await page.goto('/catalogue/strains');
  await pageReady(page, 'Strain finder');
  const status = page.getByRole('status').filter({ hasText: /strains? found/ });
  await expect(status).toHaveText(/^\d{3} strains found$/);

  await page
    .getByRole('textbox', { name: 'Flowering type' })
    .or(page.getByRole('combobox', { name: 'Flowering type' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Autoflower' }).click();
  await expect(page).toHaveURL(/floweringType=autoflowering/);
  await page
    .getByRole('textbox', { name: 'Effect' })
    .or(page.getByRole('combobox', { name: 'Effect' }))
    .first()
    .click();
  await page.getByRole('option', { name: /^Medical/ }).click();
  await expect(page).toHaveURL(/effect=medical/);

  const answer = await page.request.get(
    '/api/strains?floweringType=autoflowering&effect=medical&pageSize=1',
  );
  const { total } = ((await answer.json()) as { data: { total: number } }).data;
  expect(total).toBeGreaterThan(0);
  const found = `${total} ${total === 1 ? 'strain' : 'strains'} found`;
  await expect(status).toHaveText(found);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(total, 24));
  for (const card of await cards.all()) await expect(card).toContainText('Autoflower');

  // The same address shows the same finding after a reload.
  await page.reload();
  await expect(status).toHaveText(found);

  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/catalogue\/strains$/);
});

test('the shopping list for a 60×60 indoor grow adds up in German', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('MaryJane-language', 'de'));
  await page.goto('/catalogue/shopping-lists');
  await pageReady(page, 'Einkaufslisten');
  await expect(page.getByRole('heading', { name: 'Ausrüstung' })).toBeVisible();
  await expect(page.getByText('Typische Gesamtsumme aller Listen')).toBeVisible();
  await expect(page.getByText(/Zelt ·/).first()).toBeVisible();

  await page.getByText('Outdoor', { exact: true }).click();
  await expect(page.getByText(/Zelt ·/)).toHaveCount(0);
});
