import { storageKeys } from '@maryjane/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { renderApp } from '../../test/render-app';
import { aCycle, aLegalCheck, anInventoryLine, page } from './test-data';

// A cycle's light schedule (issue 27): hours of light before and in flower, for the electricity
// costs of its harvest results. Empty means the default, which the placeholders show.

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

function apiWith(seeds: ReturnType<typeof anInventoryLine>[]) {
  return mockApi({
    'GET /grow-cycles': () => ok([]),
    'GET /legal-check': () => ok(aLegalCheck({ plants: 0, limit: 3 })),
    'GET /inventory/seeds': () => ok(page(seeds)),
    'GET /environments': () => ok([]),
    'POST /grow-cycles': () =>
      json(201, { data: aCycle({ name: 'Light grow' }), legal: aLegalCheck({ plants: 1 }) }),
  });
}

async function openForm(seedName: string) {
  const user = userEvent.setup();
  renderApp('/my/grow-cycles');
  await user.click(await screen.findByRole('button', { name: 'Start a grow cycle' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Start a grow cycle' }));
  await user.type(field('Name'), 'Light grow');
  await user.click(field('Seeds'));
  await user.click(await screen.findByRole('option', { name: new RegExp(seedName) }));
  await user.click(field('Grow medium'));
  await user.click(await screen.findByRole('option', { name: 'Soil' }));
  return { user, dialog };
}

describe('the light schedule of a cycle', { timeout: 20_000 }, () => {
  it('shows the defaults, refuses impossible hours and sends what the grower typed', async () => {
    const seeds = anInventoryLine('seeds');
    const api = apiWith([seeds]);
    const { user, dialog } = await openForm('Northern Lights');
    expect(dialog.getByRole('group', { name: 'Light schedule' })).toHaveTextContent(
      /autoflowers stay on 18\/6/,
    );
    expect(field('Before flowering (h)')).toHaveAttribute('placeholder', '18 (default)');
    expect(field('In flower (h)')).toHaveAttribute('placeholder', '12 (default)');

    await user.type(field('In flower (h)'), '25');
    await user.click(dialog.getByRole('button', { name: 'Start a grow cycle' }));
    expect(field('In flower (h)')).toHaveAccessibleDescription('Enter a number from 0 to 24');
    expect(api.callsTo('POST /grow-cycles')).toHaveLength(0);

    await user.clear(field('In flower (h)'));
    await user.type(field('In flower (h)'), '11');
    await user.click(dialog.getByRole('button', { name: 'Start a grow cycle' }));
    await findSnackbar('Light grow has started', 'success');
    expect(api.callsTo('POST /grow-cycles')[0]?.body).toMatchObject({
      lightHoursVegetative: null,
      lightHoursFlowering: 11,
    });
  });

  it('keeps autoflowers on 18 hours in flower by default', async () => {
    const auto = anInventoryLine('seeds', {
      item: {
        id: crypto.randomUUID(),
        name: 'Quick One',
        type: 'autoflowering',
        brand: null,
        custom: false,
      },
      strain: {
        floweringType: 'autoflowering',
        floweringWeeksMin: 8,
        floweringWeeksMax: 9,
        growWeeks: null,
        producerName: 'Royal Queen Seeds',
      },
    });
    apiWith([auto]);
    await openForm('Quick One');
    expect(field('In flower (h)')).toHaveAttribute('placeholder', '18 (default)');
  });
});
