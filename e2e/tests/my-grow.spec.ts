import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, signInWithToken } from './accounts';
import { growerWithACycle } from './grower';
import { pageReady, seedStorage, storageKeys } from './helpers';

/** Mantine selects are text boxes or comboboxes depending on the version; either opens the list. */
async function choose(scope: Page | Locator, label: string, option: string | RegExp) {
  await scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .first()
    .click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).first().click();
}

test('a grower adds seeds, builds an environment, grows a cycle to complete and sees it on the calendar', async ({
  page,
  request,
}) => {
  // Nine pages and a dozen writes: 28 s on a quiet CI machine, over 30 s on a loaded one.
  test.setTimeout(90_000);
  const account = await createAccount(request, 'journey');
  await signInWithToken(page, account.token, '/my/inventory/seeds');
  await pageReady(page, 'My seeds');
  await expect(page.getByText('Nothing here yet')).toBeVisible();

  // Seeds from the strain catalogue.
  await page.getByRole('button', { name: 'Add from catalogue' }).first().click();
  const addSeeds = page.getByRole('dialog', { name: 'Add from the catalogue' });
  await addSeeds.getByRole('searchbox', { name: 'Search strains' }).fill('Northern Light');
  await addSeeds.getByRole('radio', { name: 'Northern Light', exact: true }).first().check();
  await addSeeds.getByRole('textbox', { name: 'Quantity' }).fill('5');
  await addSeeds.getByRole('button', { name: 'Add to my list' }).click();
  await expect(addSeeds).toBeHidden();
  await expect(page.getByText('Northern Light', { exact: true }).first()).toBeVisible();

  // An environment.
  await page.goto('/my/environments');
  await pageReady(page, 'My environments');
  await page.getByRole('button', { name: 'Add an environment' }).first().click();
  const addEnvironment = page.getByRole('dialog', { name: 'Add an environment' });
  await addEnvironment.getByRole('textbox', { name: 'Name' }).fill('Attic tent');
  await choose(addEnvironment, 'Type', 'Grow tent');
  await addEnvironment.getByRole('textbox', { name: 'Location' }).fill('Attic');
  await addEnvironment.getByRole('button', { name: 'Add environment' }).click();
  await expect(addEnvironment).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Attic tent' })).toBeVisible();

  // A grow cycle from those seeds, in that environment.
  await page.goto('/my/grow-cycles');
  await pageReady(page, 'My grow cycles');
  await page.getByRole('button', { name: 'Start a grow cycle' }).first().click();
  const start = page.getByRole('dialog', { name: 'Start a grow cycle' });
  await start.getByRole('textbox', { name: 'Name' }).fill('Attic grow');
  await choose(start, 'Seeds', /^Northern Light \(/);
  await choose(start, 'Grow medium', 'Soil');
  await start.getByRole('textbox', { name: 'Number of plants' }).fill('2');
  await choose(start, 'Environment', 'Attic tent');
  await start.getByRole('button', { name: 'Start a grow cycle' }).click();
  await expect(start).toBeHidden();
  await page.getByRole('link', { name: 'Attic grow' }).first().click();
  await pageReady(page, 'Attic grow');
  await expect(page.getByText('2 plants').first()).toBeVisible();

  // Through every phase to complete, today.
  for (const phase of ['Vegetative', 'Flowering', 'Harvest', 'Complete']) {
    await page.getByRole('button', { name: `Move to ${phase}` }).click();
    const move = page.getByRole('dialog', { name: `Move to ${phase}` });
    await move.getByRole('button', { name: `Move to ${phase}` }).click();
    await expect(move).toBeHidden();
    await expect(page.getByText(`The cycle is now in ${phase}`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Move to / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Back to / })).toHaveCount(0);

  const cycles = await request.get('/api/grow-cycles', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const [cycle] = ((await cycles.json()) as { data: { phase: string; history: unknown[] }[] }).data;
  expect(cycle?.phase).toBe('complete');
  expect(cycle?.history).toHaveLength(4);

  // The calendar shows it this month.
  await page.goto('/my/calendar');
  await pageReady(page, 'Calendar');
  await expect(page.getByText(/Attic grow/).first()).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the my-grow pages and the dashboard have no axe violations in ${colorScheme} mode`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token, cycleId } = await growerWithACycle(request, `a11y-${colorScheme}`, {
      name: 'Cellar grow',
      numberOfPlants: 4,
      seeds: 3,
      growMedium: 'coco',
      withEnvironment: true,
    });
    const pages = [
      { path: '/my/inventory/seeds', heading: 'My seeds' },
      { path: '/my/inventory/equipment', heading: 'My equipment' },
      { path: '/my/environments', heading: 'My environments' },
      { path: '/my/grow-cycles', heading: 'My grow cycles' },
      { path: `/my/grow-cycles/${cycleId}`, heading: 'Cellar grow' },
      { path: '/my/plants', heading: 'My plants' },
      { path: '/my/calendar', heading: 'Calendar' },
      { path: '/dashboard', heading: 'Dashboard' },
    ];
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await seedStorage(page, { [storageKeys.colorScheme]: colorScheme });
    await signInWithToken(page, token, '/my/plants');
    for (const { path, heading } of pages) {
      await page.goto(path);
      await pageReady(page, heading);
      await expect(page.getByRole('button', { name: /^Language:/ })).toBeVisible();
      // The content, not the skeleton.
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(summary, `${path} in ${colorScheme} mode`).toEqual([]);
    }
    await context.close();
  });
}
