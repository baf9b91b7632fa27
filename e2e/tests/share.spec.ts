import type { APIResponse, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithToken } from './accounts';
import { growerWithACycle } from './grower';
import { pageReady } from './helpers';

/** What a shared report's page and data are sent with, found or not. */
function expectSharedHeaders(response: Response | APIResponse | null) {
  expect(response?.headers()).toMatchObject({
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'no-referrer',
  });
}

test('a grower shares a cycle read-only, a signed-out friend opens it, and revoking ends it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const grower = await growerWithACycle(request, 'share', {
    name: 'Sunny side',
    numberOfPlants: 1,
    seeds: 1,
  });
  await signInWithToken(page, grower.token, `/my/grow-cycles/${grower.cycleId}`);
  await pageReady(page, 'Sunny side');

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Sunny side' });
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Green Thumb');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const addressField = dialog.getByRole('textbox', { name: 'Link address' });
  await expect(addressField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const address = await addressField.inputValue();
  const token = address.split('/shared/')[1] ?? '';
  await expect(dialog.getByText(/shown only this once/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A friend with no account opens it.
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  const opened = await friendPage.goto(address);
  expect(opened?.status()).toBe(200);
  expectSharedHeaders(opened);
  expect(await opened?.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Sunny side' })).toBeVisible();
  await expect(friendPage.getByText('by Green Thumb')).toBeVisible();
  const report = await friend.request.get(`/api/shared/${token}`);
  expect(report.status()).toBe(200);
  expectSharedHeaders(report);
  const { data } = (await report.json()) as {
    data: { results: { name: string }; sharedBy: string | null };
  };
  expect(data.results.name).toBe('Sunny side');
  expect(data.sharedBy).toBe('Green Thumb');

  // The grower revokes it on Shared grows.
  await page.goto('/my/friends');
  await pageReady(page, 'Shared grows');
  const links = page.getByRole('list', { name: 'Your share links' });
  await expect(links.getByRole('link', { name: 'Sunny side' })).toBeVisible();
  await expect(links.getByText('Shown as “Green Thumb”')).toBeVisible();
  await page.getByRole('button', { name: 'Revoke the link to Sunny side' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the link to Sunny side?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByRole('heading', { name: 'You have not shared a grow yet' })).toBeVisible();

  // The address now answers like one that never was.
  const gone = await friend.request.get(`/api/shared/${token}`);
  expect(gone.status()).toBe(404);
  expectSharedHeaders(gone);
  const reopened = await friendPage.goto(address);
  expectSharedHeaders(reopened);
  expect(await reopened?.text()).not.toContain('Green Thumb');
  await expect(
    friendPage.getByRole('heading', { name: 'This link has expired or was revoked' }),
  ).toBeVisible();
  await expect(friendPage.getByText('Sunny side')).toHaveCount(0);
  await friend.close();
});
