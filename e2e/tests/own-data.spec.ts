import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
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
  const cycle = await request.post('/api/grow-cycles', {
    headers: auth,
    data: {
      name: 'Export grow',
      seedId: ((await seeds.json()) as { data: { id: string } }).data.id,
      growMedium: 'soil',
      numberOfPlants: 1,
      startDate: new Date().toISOString().slice(0, 10),
    },
  });
  expect(cycle.status()).toBe(201);
  const cycleId = ((await cycle.json()) as { data: { id: string } }).data.id;
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
  const upload = await request.post(`/api/grow-cycles/${cycleId}/photos`, {
    headers: auth,
    multipart: { photo: { name: 'bud.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(201);

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
    page.getByRole('button', { name: 'Download everything (ZIP with photos)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^maryjane-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = await download.path();
  const zip = await readFile(file);
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(zip.includes(Buffer.from('maryjane.json'))).toBe(true);

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

  // The photo came along and loads from the new account's own signed address.
  await page.goto('/my/grow-cycles');
  await page.getByRole('link', { name: 'Export grow' }).first().click();
  await pageReady(page, 'Export grow');
  const thumbnail = page.getByRole('img', { name: /^Photo of the grow/ });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(64);
});
