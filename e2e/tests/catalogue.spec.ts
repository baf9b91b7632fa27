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

test('the catalogue arrives rendered with its entries and a phone hydrates it as it came', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  for (const [path, heading] of [
    ['/catalogue/strains', 'Strain finder'],
    ['/catalogue/equipment', 'Equipment'],
  ] as const) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    // The entries are in the server's markup: a first paint with no JavaScript shows them.
    expect(html).toContain('data-rendered-session="visitor"');
    expect(html.match(/<article/g)?.length ?? 0).toBeGreaterThan(5);
    await pageReady(page, heading);
    // On a phone the filters fold away; the server, knowing no screen, did not fold them.
    await expect(page.getByRole('button', { name: 'Show filters' })).toBeVisible();
  }
  // From Mantine's `sm` breakpoint on (600 px) the toggle is gone, so the filters must show.
  await page.setViewportSize({ width: 700, height: 740 });
  await expect(page.getByRole('button', { name: 'Show filters' })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toBeVisible();
  // A hydration mismatch is reported as an error: the server's markup would be thrown away.
  expect(failures).toEqual([]);
});
