import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { createAccount, signInWithToken } from './accounts';
import { pageReady } from './helpers';

test('a grower downloads everything and brings it into a new account', async ({
  page,
  request,
}) => {
  const mary = await createAccount(request, 'export');
  const auth = { Authorization: `Bearer ${mary.token}` };
  const strains = (await (await request.get('/api/strains?pageSize=1')).json()) as {
    data: { items: { id: string; name: string }[] };
  };
  const strain = strains.data.items[0];
  if (!strain) throw new Error('the catalogue has strains');
  const seeds = await request.post('/api/inventory/seeds', {
    headers: auth,
    data: { itemId: strain.id, quantity: 4, notes: 'From the export journey' },
  });
  expect(seeds.status()).toBe(201);
  const tent = await request.post('/api/environments', {
    headers: auth,
    data: { name: 'Export tent', type: 'tent', location: 'Attic' },
  });
  expect(tent.status()).toBe(201);

  await signInWithToken(page, mary.token, '/account-settings/data');
  await pageReady(page, 'Account settings');
  await expect(page.getByRole('tab', { name: 'Your data' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    axe.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download everything (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^maryjane-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(await readFile(file, 'utf8')) as {
    parts: { inventoryItems: unknown[]; environments: unknown[] };
  };
  expect(exported.parts.inventoryItems).toHaveLength(1);

  // A new account on the same instance takes the file in.
  const otto = await createAccount(request, 'import');
  await signInWithToken(page, otto.token, '/account-settings/data');
  await pageReady(page, 'Account settings');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose export file' }).click();
  await (await chooser).setFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Your data was imported:')).toBeVisible();

  await page.goto('/my/environments');
  await pageReady(page, 'My environments');
  await expect(page.getByText('Export tent')).toBeVisible();
  await page.goto('/my/inventory/seeds');
  await expect(page.getByText(strain.name).first()).toBeVisible();
});
