import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, json, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aCycle, aHarvest, aHarvestCheck, aPlant } from './test-data';

beforeAll(async () => {
  await import('./plant-page');
  await import('./grow-cycle-detail-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const cycle = aCycle({
  name: 'Attic grow',
  phase: 'harvest',
  reached: { vegetative: '2026-03-04', flowering: '2026-04-01', harvest: '2026-06-01' },
});
const lady = aPlant(cycle, 1, { name: 'Lemon Lady' });
const other = aPlant(cycle, 2);
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;
const inGermany = aHarvestCheck({ applies: true, country: 'DE', limitG: 50 });

function harvestApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /plants/${lady.id}`]: () => ok(lady),
    [`GET /grow-cycles/${cycle.id}`]: () => ok(cycle),
    [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([]),
    [`GET /grow-cycles/${cycle.id}/feeding-plan`]: () => ok({ rows: [] }),
    [`GET /grow-cycles/${cycle.id}/harvests`]: () => json(200, { data: [], legal: inGermany }),
    'GET /plants': () => ok([lady, other]),
    ...extra,
  });
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('a plant’s harvest', { timeout: 20_000 }, () => {
  it('is recorded step by step, checked before saving, and warns above 50 g per adult', async () => {
    const user = userEvent.setup();
    const saved = aHarvest(lady, {
      wetG: 220,
      wetDate: '2026-06-02',
      dryG: 55,
      dryDate: '2026-06-14',
      smell: 4,
    });
    const exceeded = { ...inGermany, driedG: 55, exceeded: true };
    let stored = false;
    const api = harvestApi({
      [`PUT /plants/${lady.id}/harvest`]: () => {
        stored = true;
        return json(200, { data: saved, legal: exceeded });
      },
      [`GET /grow-cycles/${cycle.id}/harvests`]: () =>
        json(200, stored ? { data: [saved], legal: exceeded } : { data: [], legal: inGermany }),
    });
    renderApp(`/my/plants/${lady.id}`);
    await findPageHeading('1. Lemon Lady');
    await user.click(await screen.findByRole('button', { name: 'Record harvest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Harvest of 1. Lemon Lady' }));

    await user.type(field('Wet weight (g)'), '220');
    await user.type(field('Dry weight (g)'), '250');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('This weight cannot be more than the weight of the step before'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT /plants/${lady.id}/harvest`)).toHaveLength(0);

    await user.clear(field('Dry weight (g)'));
    await user.type(field('Dry weight (g)'), '55');
    await user.type(field('Cut on'), usDate('2026-06-02'));
    await user.type(field('Dried on'), usDate('2026-06-14'));
    // Keyboard: the stars are radio buttons; Space picks the focused one.
    dialog.getByRole('radio', { name: 'Smell: 4 of 5' }).focus();
    await user.keyboard(' ');
    expect(dialog.getByRole('button', { name: 'Clear the Smell rating' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await findSnackbar('Harvest saved', 'warning');
    expect(api.callsTo(`PUT /plants/${lady.id}/harvest`)[0]?.body).toEqual({
      wetG: 220,
      wetDate: '2026-06-02',
      trimG: null,
      dryG: 55,
      dryDate: '2026-06-14',
      curedG: null,
      curedDate: null,
      smell: 4,
      taste: null,
      effect: null,
      notes: null,
    });
    const harvest = region('Harvest');
    expect(await harvest.findByText('220 g')).toBeInTheDocument();
    expect(harvest.getByText('Lost from wet to dry: 75 %')).toBeInTheDocument();
    expect(harvest.getByText('4 of 5')).toBeInTheDocument();
    expect(
      harvest.getByText(
        /Your household may keep 50 g of dried cannabis per adult at home \(§ 3 KCanG\)\. This harvest is 55 g dried; with 1 adult the limit is 50 g\./,
      ),
    ).toBeInTheDocument();
    expect(harvest.getByRole('link', { name: 'Read the legal guide' })).toHaveAttribute(
      'href',
      expect.stringContaining('growing-at-home-in-germany'),
    );
  });

  it('is removed after asking; the plant stays harvested', async () => {
    const user = userEvent.setup();
    const api = harvestApi({
      [`GET /grow-cycles/${cycle.id}/harvests`]: () =>
        json(200, { data: [aHarvest(lady, { wetG: 90 })], legal: inGermany }),
      [`DELETE /plants/${lady.id}/harvest`]: () => new Response(null, { status: 204 }),
    });
    renderApp(`/my/plants/${lady.id}`);
    await user.click(await screen.findByRole('button', { name: 'Remove harvest' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Remove this harvest record?' }),
    );
    expect(confirm.getByText(/of 1\. Lemon Lady are deleted/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Remove harvest' }));
    await findSnackbar('Harvest removed', 'success');
    expect(api.callsTo(`DELETE /plants/${lady.id}/harvest`)).toHaveLength(1);
  });

  it('shows what the server refuses on its field', async () => {
    const user = userEvent.setup();
    harvestApi({
      [`PUT /plants/${lady.id}/harvest`]: () =>
        fail(422, 'validation', 'Invalid', [
          { field: 'wetDate', code: 'dateInFuture', message: 'In the future' },
        ]),
    });
    renderApp(`/my/plants/${lady.id}`);
    await user.click(await screen.findByRole('button', { name: 'Record harvest' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(field('Wet weight (g)'), '100');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Cut on')).toHaveAccessibleDescription(/future/i));
  });
});

describe('the cycle’s harvest', { timeout: 20_000 }, () => {
  it('lists each plant’s weights and ratings, the totals and the yield', async () => {
    const records = [
      aHarvest(lady, { wetG: 200, dryG: 50.5, curedG: 48, smell: 5, effect: 3 }),
      aHarvest(other, { wetG: 120.2, dryG: 30 }),
    ];
    harvestApi({
      [`GET /grow-cycles/${cycle.id}/harvests`]: () =>
        json(200, { data: records, legal: { ...inGermany, driedG: 78 } }),
    });
    renderApp(`/my/grow-cycles/${cycle.id}`);
    await findPageHeading('Attic grow');
    const section = within(await screen.findByRole('region', { name: 'Harvest' }));
    const rows = await section.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PlantWet weightDry weightAfter curingSmellTasteEffect',
      '1. Lemon Lady200 g50.5 g48 g5 of 5–3 of 5',
      'Plant 2120.2 g30 g––––',
      'Total320.2 g80.5 g48 g',
    ]);
    // The yield counts each plant's final weight: cured where weighed, else dry.
    expect(section.getByText('Yield: 78 g dried')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Plant 2' })).toHaveAttribute(
      'href',
      `/my/plants/${other.id}`,
    );
    expect(section.queryByText(/limit is/)).not.toBeInTheDocument();
  });

  it('stays away before flowering while nothing is recorded', async () => {
    const young = aCycle({ name: 'Young grow', phase: 'vegetative' });
    mockApi({
      [`GET /grow-cycles/${young.id}`]: () => ok(young),
      [`GET /grow-cycles/${young.id}/journal`]: () => ok([]),
      [`GET /grow-cycles/${young.id}/feeding-plan`]: () => ok({ rows: [] }),
      [`GET /grow-cycles/${young.id}/harvests`]: () => json(200, { data: [], legal: inGermany }),
      'GET /plants': () => ok([aPlant(young, 1)]),
    });
    renderApp(`/my/grow-cycles/${young.id}`);
    await findPageHeading('Young grow');
    await screen.findByRole('region', { name: 'Journal' });
    expect(screen.queryByRole('region', { name: 'Harvest' })).not.toBeInTheDocument();
  });
});
