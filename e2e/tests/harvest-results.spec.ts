import { expect, test } from './fixtures';
import { signInWithToken } from './accounts';
import { growerWithACycle } from './grower';
import { pageReady } from './helpers';

// Harvest results (issue 27): two harvested grows, one grow's report, and the two side by side.

test('a grower opens a harvested grow’s report and compares it with another', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const grower = await growerWithACycle(request, 'results', {
    name: 'Spring grow',
    numberOfPlants: 1,
    seeds: 2,
  });
  const { headers } = grower;
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const response = await request.fetch(url, { method, headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: unknown }).data;
  };
  const spring = (await api('GET', `/api/grow-cycles/${grower.cycleId}`)) as { seedId: string };
  const autumn = (await api('POST', '/api/grow-cycles', {
    name: 'Autumn grow',
    seedId: spring.seedId,
    growMedium: 'coco',
    numberOfPlants: 1,
    startDate: new Date().toISOString().slice(0, 10),
  })) as { id: string };
  // Each grow's one plant, weighed after drying: 80 g and 120 g.
  for (const [cycleId, dryG] of [
    [grower.cycleId, 80],
    [autumn.id, 120],
  ] as const) {
    const [plant] = (await api('GET', `/api/plants?cycleId=${cycleId}`)) as { id: string }[];
    await api('PUT', `/api/plants/${plant?.id ?? ''}/harvest`, { wetG: dryG * 4, dryG, taste: 4 });
  }

  // The spring grow is cut: its phases move on to the harvest (today, as the test runs in a day).
  for (const phase of ['vegetative', 'flowering', 'harvest']) {
    await api('POST', `/api/grow-cycles/${grower.cycleId}/phase`, { phase });
  }

  await signInWithToken(page, grower.token, `/my/grow-cycles/${grower.cycleId}`);
  await pageReady(page, 'Spring grow');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toContainText('80 g');
  await results.getByRole('link', { name: 'Open grow report' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Spring grow' })).toBeVisible();
  await expect(page.getByText('Grow report', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('80 g');

  await page.goto('/my/grow-cycles/compare');
  await pageReady(page, 'Compare grows');
  // The page is sent rendered: a tick given before it hydrates is not kept, so tick until it holds.
  for (const name of [/Spring grow/, /Autumn grow/]) {
    const box = page.getByRole('checkbox', { name });
    await expect(async () => {
      if (!(await box.isChecked())) await box.click();
      await expect(box).toBeChecked({ timeout: 1_000 });
    }).toPass();
  }
  await expect(page).toHaveURL(/ids=/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Spring grow' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Autumn grow' })).toBeVisible();
  const yieldRow = table.getByRole('row', { name: /^Yield/ });
  await expect(yieldRow).toContainText('80 g');
  await expect(yieldRow).toContainText('120 g');
  await expect(page.getByRole('img', { name: /Grams per plant/ })).toBeVisible();
});
