import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { createAccount, signInWithToken } from './accounts';
import { pageReady } from './helpers';

const run = promisify(execFile);
const simulator = path.resolve(import.meta.dirname, '../../scripts/simulate-sensor.mjs');

test('the dashboard shows the next cycle and a reading sent by the simulator', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'dashboard');
  const headers = { authorization: `Bearer ${account.token}` };
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: string; key?: string } }).data;
  };
  const strains = await request.get('/api/strains?q=Northern');
  const strain = ((await strains.json()) as { data: { items: { id: string }[] } }).data.items[0];
  const seeds = await post('/api/inventory/seeds', { itemId: strain?.id, quantity: 3 });
  const tent = await post('/api/environments', {
    name: 'Attic tent',
    type: 'tent',
    location: 'Attic',
  });
  await post('/api/grow-cycles', {
    name: 'Autumn grow',
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 2,
    startDate: new Date().toISOString().slice(0, 10),
    environmentId: tent.id,
  });
  const device = await post('/api/sensors', { name: 'Tent probe', environmentId: tent.id });

  await signInWithToken(page, account.token, '/dashboard');
  await pageReady(page, 'Dashboard');
  await expect(page.getByRole('link', { name: 'Autumn grow' })).toBeVisible();
  await expect(page.getByText(/No readings for Attic tent yet/)).toBeVisible();

  // One round of the simulator, as a grower would run it.
  await run(process.execPath, [
    simulator,
    '--key',
    device.key ?? '',
    '--url',
    baseURL ?? '',
    '--once',
  ]);
  await page.reload();
  await pageReady(page, 'Dashboard');
  const latest = page
    .getByRole('region', { name: 'Latest readings in Attic tent' })
    .or(page.getByRole('list', { name: 'Latest readings in Attic tent' }));
  await expect(latest.first()).toBeVisible();
  await expect(latest.first()).toContainText('Air temperature');
  await expect(latest.first()).toContainText('VPD');
});

test("a member's dashboard arrives rendered, without data, and the app takes it over", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'dashboard-frame');
  await signInWithToken(page, account.token, '/setup-wizard');
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const scripts: string[] = [];
  const api: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
    const { pathname, search } = new URL(sent.url());
    if (pathname.startsWith('/api/')) api.push(`${sent.method()} ${pathname}${search}`);
  });

  const response = await page.goto('/dashboard');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-rendered-session="member"');
  expect(html).toContain('<h1');
  expect(html).not.toContain(account.email);
  await pageReady(page, 'Dashboard');
  await expect(page.getByText(/No grow cycle is running/)).toBeVisible();
  // A hydration mismatch is reported as an error; the markup would be thrown away. So is a
  // worker the CSP refused: public/warm-intl.js loads the locale data beside the page.
  expect(failures).toEqual([]);
  expect(workers).toEqual(['/warm-intl.js']);
  // Its data is asked for while its code loads (features/dashboard/prefetch.ts); the cards
  // then take those answers over instead of asking again.
  for (const call of [
    'GET /api/grow-cycles?status=active',
    'GET /api/environments',
    'GET /api/sensors',
    'GET /api/weather',
    'GET /api/inventory/totals',
  ]) {
    expect(
      api.filter((sent) => sent === call),
      call,
    ).toHaveLength(1);
  }
  // The server checks every response against the contract; production code on a member's
  // first load leaves zod out (an issue code of its error messages marks its chunk).
  const code = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  expect(code.length).toBeGreaterThan(10);
  expect(code.filter((text) => text.includes('"invalid_type"'))).toEqual([]);
});
