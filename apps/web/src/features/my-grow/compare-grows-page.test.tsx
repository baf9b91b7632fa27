import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastQueryTo, mockApi, ok } from '../../test/api-mock';
import { findPageHeading, pathOf, renderApp } from '../../test/render-app';
import { aCycle, aCycleResults } from './test-data';

beforeAll(async () => {
  await import('./compare-grows-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const attic = aCycle({ name: 'Attic grow', phase: 'complete', startDate: '2026-03-01' });
const balcony = aCycle({ name: 'Balcony grow', phase: 'complete', startDate: '2025-05-01' });
const cellar = aCycle({ name: 'Cellar grow', phase: 'vegetative', startDate: '2026-09-01' });
const atticResults = aCycleResults({ cycleId: attic.id, name: 'Attic grow' });
const balconyResults = aCycleResults({
  cycleId: balcony.id,
  name: 'Balcony grow',
  strain: null,
  growMedium: 'soil',
  yield: { wetG: 700, trimG: 80, dryG: 160, curedG: null, finalG: 160 },
  perPlantG: 80,
  perM2G: null,
  perWattG: 0.53,
  costs: { ...atticResults.costs, perGram: 1.25 },
  climate: [],
});

function compareApi() {
  return mockApi({
    'GET /grow-cycles': () => ok([cellar, attic, balcony]),
    'GET /grow-cycles/compare': () => {
      const ids = lastQueryTo('/grow-cycles/compare')?.get('ids')?.split(',') ?? [];
      return ok(ids.map((id) => (id === attic.id ? atticResults : balconyResults)));
    },
  });
}

describe('compare grows', { timeout: 20_000 }, () => {
  it('puts the cycles named in the address side by side', async () => {
    compareApi();
    renderApp(`/my/grow-cycles/compare?ids=${attic.id},${balcony.id}`);
    await findPageHeading('Compare grows');
    const table = await screen.findByRole('table');
    expect(lastQueryTo('/grow-cycles/compare')?.get('ids')).toBe(`${attic.id},${balcony.id}`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Grow', 'Attic grow', 'Balcony grow']);
    const row = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Strain')).toEqual(['Northern Lights by Sensi Seeds', 'Strain unknown']);
    expect(row('Medium')).toEqual(['Coco', 'Soil']);
    expect(row('Flowering: days')).toEqual(['63 (60)', '63 (60)']);
    expect(row('Yield')).toEqual(['398 g', '160 g']);
    expect(row('Per plant')).toEqual(['199 g', '80 g']);
    expect(row('Per watt')).toEqual(['1.66 g/W', '0.53 g/W']);
    expect(row('Per m²')).toEqual(['276.4 g/m²', '–']);
    expect(row('Cost per gram')).toEqual(['€0.59', '€1.25']);
    expect(row('Mean VPD in flower')).toEqual(['1.42 kPa', '–']);
    expect(row('VPD in target in flower')).toEqual(['68%', '–']);

    // The chart shows one figure at a time, said in a sentence.
    expect(
      screen.getByRole('img', {
        name: 'Grams per plant: Attic grow: 199 g and Balcony grow: 80 g.',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Cost per gram' }));
    expect(
      screen.getByRole('img', {
        name: 'Cost per gram: Attic grow: €0.59 and Balcony grow: €1.25.',
      }),
    ).toBeInTheDocument();
  });

  it('keeps the choice in the address and asks for a second cycle', async () => {
    compareApi();
    const { router } = renderApp('/my/grow-cycles/compare');
    await findPageHeading('Compare grows');
    const attics = await screen.findByRole('checkbox', { name: /Attic grow/ });
    await userEvent.click(attics);
    expect(pathOf(router)).toBe(`/my/grow-cycles/compare?ids=${attic.id}`);
    expect(screen.getByText('Choose 1 more grow to compare.')).toBeVisible();
    expect(lastQueryTo('/grow-cycles/compare')).toBeUndefined();

    await userEvent.click(screen.getByRole('checkbox', { name: /Balcony grow/ }));
    expect(pathOf(router)).toBe(`/my/grow-cycles/compare?ids=${attic.id},${balcony.id}`);
    await screen.findByRole('table');
    expect(lastQueryTo('/grow-cycles/compare')?.get('ids')).toBe(`${attic.id},${balcony.id}`);
  });

  it('says a comparison needs two grows when there is one', async () => {
    mockApi({ 'GET /grow-cycles': () => ok([attic]) });
    renderApp('/my/grow-cycles/compare');
    await findPageHeading('Compare grows');
    expect(await screen.findByRole('heading', { name: 'Two grows to compare' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('is linked from the grow cycles page', async () => {
    mockApi({ 'GET /grow-cycles': () => ok([attic, balcony]), 'GET /legal-check': () => ok(null) });
    const { router } = renderApp('/my/grow-cycles');
    await findPageHeading('My grow cycles');
    await userEvent.click(screen.getByRole('link', { name: 'Compare grows' }));
    await waitFor(() => expect(pathOf(router)).toBe('/my/grow-cycles/compare'));
  });
});
