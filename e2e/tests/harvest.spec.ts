import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { signInWithToken } from './accounts';
import { growerWithACycle } from './grower';
import { pageReady } from './helpers';

// Harvest records (issue 27): a plant weighed at the cut and after drying, rated, seen on its
// page and in its cycle's yield; in Germany, alone, 60 g dried passes the 50 g kept at home.

test('a plant’s harvest, its cycle’s yield and the 50 g warning', async ({ page, request }) => {
  test.setTimeout(90_000);
  const grower = await growerWithACycle(request, 'harvest', {
    name: 'Harvest grow',
    numberOfPlants: 2,
    seeds: 2,
  });
  const { headers, cycleId } = grower;
  const household = await request.patch('/api/user/household', {
    headers,
    data: { adultsInHousehold: 1, growsInGermany: true },
  });
  expect(household.ok()).toBe(true);
  const plants = await request.get(`/api/plants?cycleId=${cycleId}`, { headers });
  const [plant] = ((await plants.json()) as { data: { id: string }[] }).data;
  const today = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const typedToday = `${pad(today.getMonth() + 1)}/${pad(today.getDate())}/${today.getFullYear()}`;

  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, grower.token, `/my/plants/${plant?.id ?? ''}`);
  await pageReady(page, 'Plant 1');
  const section = page.getByRole('region', { name: 'Harvest' });
  await expect(section).toContainText('No harvest recorded yet.');
  await section.getByRole('button', { name: 'Record harvest' }).click();

  const axe = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const dialog = page.getByRole('dialog', { name: 'Harvest of Plant 1' });
  // The form as it opens (the date pickers' own popovers are Mantine's).
  await expect(dialog).toBeVisible();
  expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Wet weight (g)', exact: true }).fill('240');
  await dialog.getByRole('textbox', { name: 'Cut on', exact: true }).fill(typedToday);
  await dialog.getByRole('textbox', { name: 'Dry weight (g)', exact: true }).fill('60');
  await dialog.getByRole('textbox', { name: 'Dried on', exact: true }).fill(typedToday);
  // The stars are radio buttons: the keyboard picks one.
  await dialog.getByRole('radio', { name: 'Smell: 4 of 5' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(section).toContainText('240 g');
  await expect(section).toContainText('60 g');
  await expect(section).toContainText('Lost from wet to dry: 75 %');
  await expect(section).toContainText(
    'This harvest is 60 g dried; with 1 adult the limit is 50 g.',
  );
  await expect(section.getByRole('link', { name: 'Read the legal guide' })).toBeVisible();
  expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
  // The plant was harvested by its record.
  await expect(page.getByRole('region', { name: 'Plant' })).toContainText('Harvested');

  await page.goto(`/my/grow-cycles/${cycleId}`);
  await pageReady(page, 'Harvest grow');
  const cycleHarvest = page.getByRole('region', { name: 'Harvest' });
  await expect(cycleHarvest).toContainText('Yield: 60 g dried');
  await expect(cycleHarvest).toContainText('with 1 adult the limit is 50 g');
  expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
  // Nothing wider than the phone: the table scrolls inside its own box.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
