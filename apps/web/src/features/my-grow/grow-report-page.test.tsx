import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok } from '../../test/api-mock';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aCycleResults, aGrowReport } from './test-data';

beforeAll(async () => {
  await import('./grow-report-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const report = aGrowReport();
const id = report.results.cycleId;

function openReport(answer = report) {
  const api = mockApi({ [`GET /grow-cycles/${id}/report`]: () => ok(answer) });
  renderApp(`/my/grow-cycles/${id}/report`);
  return api;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
/** A figure's value by its label (the key figures are a description list). */
const figure = (label: string, section = 'Key figures') =>
  within(region(section).getByText(label).parentElement as HTMLElement).getAllByRole(
    'definition',
  )[0]?.textContent;

describe('grow report', { timeout: 20_000 }, () => {
  it('shows what was grown, the yield and its ratios, in English', async () => {
    openReport();
    await findPageHeading('Attic grow');
    await waitFor(() => expect(document.title).toBe('Grow report: Attic grow · MaryJane'));
    const overview = region('Overview');
    expect(overview.getByText('Northern Lights by Sensi Seeds')).toBeInTheDocument();
    expect(overview.getByText('Coco')).toBeInTheDocument();
    expect(overview.getByText('2 plants, 2 harvested')).toBeInTheDocument();
    expect(overview.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(overview.getByText('18/6 until flowering, 12/12 in flower')).toBeInTheDocument();
    expect(overview.getByText('Grow tent, 120 × 120 × 200 cm')).toBeInTheDocument();

    expect(figure('Yield')).toBe('398 g');
    expect(
      region('Key figures').getByText('wet 1,850 g · dry 412.5 g · cured 398 g'),
    ).toBeVisible();
    expect(figure('Per plant')).toBe('199 g');
    expect(figure('Per m²')).toBe('276.4 g/m²');
    expect(figure('Per watt')).toBe('1.66 g/W');
    expect(figure('Cost per gram')).toBe('€0.59');
    expect(figure('Total cost')).toBe('€234.85');
    expect(region('Key figures').getByText('Smell: 4.5/5 · Taste: 4/5 · Effect: –')).toBeVisible();
  });

  it('shows the phases planned against actual, photos by phase, climate, feeds, harvest and costs', async () => {
    openReport();
    await findPageHeading('Attic grow');
    const phases = region('Phases: planned and actual');
    const rows = phases.getAllByRole('listitem').map((item) => item.textContent);
    expect(rows).toEqual([
      'Germination6 days · planned 7 (range 5–10)',
      'Vegetative35 days · planned 28 (range 21–42)',
      'Flowering63 days · planned 60 (range 56–63)',
      'Harvest12 days · planned 14 (range 10–21)',
    ]);

    // Each photo under the phase of its day, named by plant and the grow's day.
    const photos = region('Photos by phase');
    const vegetative = within(photos.getByRole('region', { name: 'Vegetative' }));
    const plantPhoto = vegetative.getByRole('img', { name: 'Plant 1 on day 20 (Mar 20, 2026)' });
    expect(plantPhoto).toHaveAttribute('loading', 'lazy');
    expect(plantPhoto).toHaveAttribute('width', '480');
    expect(plantPhoto).toHaveAttribute('height', '360');
    const flowering = within(photos.getByRole('region', { name: 'Flowering' }));
    expect(flowering.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Plant 2 on day 65 (May 4, 2026)',
      'The grow on day 91 (May 30, 2026)',
    ]);

    const climate = region('Climate');
    const flowerRow = climate.getByRole('row', { name: /^Flowering/ });
    expect(
      within(flowerRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25.1°C88% in target', '48.6%75% in target', '1.42 kPa68% in target', '99%']);
    const dryingRow = climate.getByRole('row', { name: /^Drying/ });
    expect(
      within(dryingRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['–', '–', '–', '0%']);
    expect(climate.getByRole('img', { name: 'Temperature' })).toHaveAccessibleDescription(
      'From Apr 20, 2026 to Apr 20, 2026, between 23.5°C and 26.4°C (means of 6 hours).',
    );

    const feedRow = region('Feeds').getAllByRole('row')[1] as HTMLElement;
    expect(
      within(feedRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Apr 15, 2026', 'All plants', '2.5 L', '6.1', '1.4', 'BioBloom 2 ml/L']);

    const harvest = region('Harvest per plant');
    const lemon = harvest.getByRole('row', { name: /Plant 2 \(Lemon Lady\)/ });
    expect(
      within(lemon)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['925 g', '105 g', '202 g', '195 g', '4/5', '4/5', '–']);

    const costs = region('Costs');
    expect(costs.getByRole('row', { name: /Electricity/ })).toHaveTextContent(
      'Electricity295.7 kWh at €0.38 per kWh€112.35',
    );
    expect(costs.getByRole('row', { name: /^Per gram/ })).toHaveTextContent('€0.59');
    expect(costs.getByText('LED panel 240 W: 240 W, on with the light, 285.1 kWh')).toBeVisible();
    expect(costs.getByText('Exhaust fan: 24 h a day, no watts known')).toBeVisible();
    expect(costs.getByText(/Exhaust fan: No watts known\./)).toBeInTheDocument();
    expect(costs.getByRole('link', { name: 'Add them in your inventory' })).toHaveAttribute(
      'href',
      '/my/inventory/equipment',
    );
    expect(costs.getByRole('link', { name: 'Add it in your inventory' })).toHaveAttribute(
      'href',
      '/my/inventory/supplies',
    );
  });

  it('writes the numbers the German way', async () => {
    await changeLanguage('de');
    openReport();
    await findPageHeading('Attic grow');
    expect(figure('Ertrag', 'Kennzahlen')).toBe('398 g');
    expect(figure('Pro m²', 'Kennzahlen')).toBe('276,4 g/m²');
    expect(figure('Pro Watt', 'Kennzahlen')).toBe('1,66 g/W');
    expect(figure('Kosten pro Gramm', 'Kennzahlen')).toMatch(/^0,59\s€$/);
    expect(figure('Gesamtkosten', 'Kennzahlen')).toMatch(/^234,85\s€$/);
    expect(region('Kennzahlen').getByText(/^nass 1\.850 g · trocken 412,5 g/)).toBeVisible();
    const flowerRow = region('Klima').getByRole('row', { name: /^Blüte/ });
    expect(within(flowerRow).getAllByRole('cell')[0]).toHaveTextContent(
      '25,1 °C88 % im Zielbereich',
    );
    expect(within(flowerRow).getAllByRole('cell')[1]).toHaveTextContent(
      '48,6 %75 % im Zielbereich',
    );
    expect(region('Kosten').getByRole('row', { name: /Strom/ })).toHaveTextContent(
      'Strom295,7 kWh zu 0,38 € pro kWh112,35 €',
    );
  });

  it('says what is missing before the harvest: no photos, readings, feeds or weights', async () => {
    openReport(
      aGrowReport({
        results: aCycleResults({
          phase: 'flowering',
          yield: { wetG: null, trimG: null, dryG: null, curedG: null, finalG: null },
          perPlantG: null,
          perM2G: null,
          perWattG: null,
          plants: { count: 2, harvested: 0 },
          climate: [],
        }),
        harvests: [],
        photos: [],
        feeds: [],
        climateSeries: [],
      }),
    );
    await findPageHeading('Attic grow');
    expect(region('Key figures').getByText(/^No harvest weighed yet/)).toBeVisible();
    expect(figure('Yield')).toBe('–');
    expect(figure('Per watt')).toBe('–');
    expect(region('Photos by phase').getByText('No photos in this grow.')).toBeVisible();
    expect(region('Climate').getByText(/^No sensor readings for this grow\./)).toBeVisible();
    expect(region('Climate').queryByRole('table')).toBeNull();
    expect(region('Feeds').getByText('No feeds recorded.')).toBeVisible();
    expect(region('Harvest per plant').getByText('No harvest recorded yet.')).toBeVisible();
  });

  it('warns when the harvest is more than the household may keep, with the legal guide', async () => {
    openReport(
      aGrowReport({
        results: aCycleResults({
          legal: {
            applies: true,
            country: 'DE',
            adults: 2,
            limitG: 100,
            driedG: 398,
            exceeded: true,
          },
        }),
      }),
    );
    await findPageHeading('Attic grow');
    expect(screen.getByText('More than you may keep at home')).toBeVisible();
    expect(screen.getByText(/^This grow gave/)).toHaveTextContent(
      'This grow gave 398 g of dried cannabis; a household of 2 adults may keep 100 g at home in Germany (50 g per adult, KCanG).',
    );
    expect(screen.getByRole('link', { name: 'Read the legal guide' })).toHaveAttribute(
      'href',
      expect.stringContaining('growing-at-home-in-germany'),
    );
  });

  it('says nothing of the law when the harvest is within it', async () => {
    openReport();
    await findPageHeading('Attic grow');
    expect(screen.queryByText('More than you may keep at home')).toBeNull();
  });

  it('prints with the browser', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    openReport();
    await findPageHeading('Attic grow');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says so when the cycle is not the grower’s', async () => {
    const api = mockApi({
      [`GET /grow-cycles/${id}/report`]: () => fail(404, 'not_found', 'Not found'),
    });
    renderApp(`/my/grow-cycles/${id}/report`);
    await findPageHeading('Grow cycle not found');
    await waitFor(() => expect(api.callsTo(`GET /grow-cycles/${id}/report`)).toHaveLength(1));
  });
});
