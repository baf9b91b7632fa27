import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInWithToken } from './accounts';
import { growerWithACycle } from './grower';
import { expect, test } from './fixtures';
import { pageReady } from './helpers';

// Issue 26: a grow room often has no Wi-Fi. A journal entry made offline waits on the device,
// marked as waiting, and is stored once when the connection returns.

/** The waiting badges and the indicator keep AA contrast and their names. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test('a journal entry made offline is sent once the connection returns, once', async ({
  page,
  context,
  request,
}) => {
  const { headers, token, cycleId } = await growerWithACycle(request, 'offline', {
    name: 'Basement grow',
    numberOfPlants: 2,
    seeds: 2,
  });
  await signInWithToken(page, token, `/my/grow-cycles/${cycleId}`);
  await pageReady(page, 'Basement grow');
  const journal = page.getByRole('list', { name: 'Journal' });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add entry' });
  await dialog.getByLabel('Note').fill('Watered in the dark');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Saved on this device; it will be sent when you are online'),
  ).toBeVisible();
  const pending = page.getByRole('list', { name: 'Entries waiting on this device' });
  await expect(pending.getByText('Waiting to be sent')).toBeVisible();
  await expect(pending.getByText('Watered in the dark')).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(pending).toBeHidden();
  await expect(journal.getByText('Watered in the dark')).toHaveCount(1);

  await page.reload();
  await pageReady(page, 'Basement grow');
  await expect(journal.getByText('Watered in the dark')).toHaveCount(1);
  await expect(page.getByText('Waiting to be sent')).toHaveCount(0);
  const answer = await request.get(`/api/grow-cycles/${cycleId}/journal`, { headers });
  const entries = ((await answer.json()) as { data: { note: string | null }[] }).data;
  expect(entries.filter((entry) => entry.note === 'Watered in the dark')).toHaveLength(1);
});

test('a quick watering tapped offline on the dashboard is stored once when back online', async ({
  page,
  context,
  request,
}) => {
  const { headers, token, cycleId } = await growerWithACycle(request, 'offline', {
    name: 'Basement grow',
    numberOfPlants: 2,
    seeds: 2,
  });
  await signInWithToken(page, token, '/dashboard');
  await pageReady(page, 'Dashboard');
  const quick = page.getByRole('group', { name: 'Quick entries for Basement grow' });
  const water = quick.getByRole('button', { name: 'Watered 1.5 L' });
  await expect(water).toBeEnabled();
  // Big enough for a thumb in a grow room.
  expect((await water.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await context.setOffline(true);
  await water.click();
  await expect(page.getByText(/saved on this device/)).toBeVisible();
  await expect(page.getByText('1 entry waiting to be sent')).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(page.getByText('1 entry waiting to be sent')).toBeHidden();
  const answer = await request.get(`/api/grow-cycles/${cycleId}/journal`, { headers });
  const entries = ((await answer.json()) as { data: { kind: string; amountL: number }[] }).data;
  expect(entries).toEqual([expect.objectContaining({ kind: 'water', amountL: 1.5 })]);
});
