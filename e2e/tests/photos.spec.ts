import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signInWithToken } from './accounts';
import { growerWithACycle } from './grower';
import { pageReady } from './helpers';

const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .withExif({ IFD0: { Make: 'GrowPhone' } })
    .jpeg()
    .toBuffer();

/** Whether an image has loaded (a signed address that answered with a picture). */
const loaded = (page: Page, name: RegExp) =>
  page
    .getByRole('img', { name })
    .first()
    .evaluate((image: HTMLImageElement) => image.naturalWidth);

test('a grower adds photos to a cycle and looks through them with the keyboard', async ({
  page,
  request,
}) => {
  const { token, cycleId } = await growerWithACycle(request, 'photos', {
    name: 'Photo grow',
    numberOfPlants: 2,
    seeds: 3,
    strains: 'pageSize=1',
  });
  await signInWithToken(page, token, `/my/grow-cycles/${cycleId}`);
  await pageReady(page, 'Photo grow');
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByText('No photos yet.', { exact: false })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Add photos' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#2a7') },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#a72') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ]);
  await expect(photos.getByText('second.jpg was added')).toBeVisible();
  await expect(photos.getByText('notes.txt could not be added')).toBeVisible();
  await expect(photos.getByText(/This is no photo we can read/)).toBeVisible();

  const thumbnails = photos.getByRole('button', { name: /^Photo of the grow/ });
  await expect(thumbnails).toHaveCount(2);
  await expect.poll(() => loaded(page, /^Photo of the grow/)).toBeGreaterThan(0);

  await thumbnails.first().focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText('1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('2 of 2')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbnails.nth(1)).toBeFocused();

  // On a phone the gallery fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(thumbnails.first()).toBeVisible();
  // The layout follows the new width once its media queries have answered.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
});

async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return axe.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('a photo address works without a session, and only until it is altered', async ({
  request,
}) => {
  const { headers, cycleId } = await growerWithACycle(request, 'photo-url', {
    name: 'Photo grow',
    numberOfPlants: 2,
    seeds: 3,
    strains: 'pageSize=1',
  });
  const upload = await request.post(`/api/grow-cycles/${cycleId}/photos`, {
    headers,
    multipart: {
      photo: { name: 'bud.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#272') },
    },
  });
  expect(upload.status()).toBe(201);
  const { largeUrl } = ((await upload.json()) as { data: { largeUrl: string } }).data;
  const file = await request.get(largeUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/jpeg');
  expect((await sharp(await file.body()).metadata()).exif).toBeUndefined();
  expect((await request.get(largeUrl.replace(/signature=.{4}/, 'signature=AAAA'))).status()).toBe(
    404,
  );
});
