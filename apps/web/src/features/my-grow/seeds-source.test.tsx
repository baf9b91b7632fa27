import { storageKeys } from '@maryjane/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { renderApp } from '../../test/render-app';
import { aCycle, aLegalCheck, anInventoryLine, aPlant, page } from './test-data';

// Seeds follow the grow (issue 25): the forms say before saving when a seeds line has fewer
// seeds than plants are planned, and the grower can say the seeds came from elsewhere.

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

describe('seeds from the inventory', { timeout: 20_000 }, () => {
  it('warns before starting more plants than the line has seeds, unless they came from elsewhere', async () => {
    const user = userEvent.setup();
    const seeds = anInventoryLine('seeds', { quantity: 2 });
    const api = mockApi({
      'GET /grow-cycles': () => ok([]),
      'GET /legal-check': () => ok(aLegalCheck({ plants: 0, limit: 3 })),
      'GET /inventory/seeds': () => ok(page([seeds])),
      'GET /environments': () => ok([]),
      'POST /grow-cycles': () =>
        json(201, { data: aCycle({ name: 'Spring grow' }), legal: aLegalCheck({ plants: 3 }) }),
    });
    renderApp('/my/grow-cycles');
    await user.click(
      await screen.findByRole('button', { name: 'Start a grow cycle' }, { timeout: 5000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a grow cycle' }));
    await user.type(field('Name'), 'Spring grow');
    await user.click(field('Seeds'));
    await user.click(
      await screen.findByRole('option', { name: 'Northern Lights (Sensi Seeds), 2 seeds' }),
    );
    await user.click(field('Grow medium'));
    await user.click(await screen.findByRole('option', { name: 'Soil' }));
    await user.clear(field('Number of plants'));
    await user.type(field('Number of plants'), '3');
    const warning = /^Only 2 seeds left in this line; 3 plants planned\./;
    expect(await dialog.findByText(warning)).toBeVisible();
    const fromLine = dialog.getByRole('checkbox', {
      name: 'Take the 3 seeds from this line of my inventory',
    });
    expect(fromLine).toBeChecked();

    await user.click(fromLine);
    expect(dialog.queryByText(warning)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Start a grow cycle' }));
    await findSnackbar('Spring grow has started', 'success');
    expect(api.callsTo('POST /grow-cycles')[0]?.body).toMatchObject({
      numberOfPlants: 3,
      seedsFromInventory: false,
    });
  });

  it('adds a plant with its seed, warning when the line is used up', async () => {
    const user = userEvent.setup();
    const seeds = anInventoryLine('seeds', { quantity: 0 });
    const cycle = aCycle({ name: 'Attic grow', seedId: seeds.id, numberOfPlants: 1 });
    const api = mockApi({
      [`GET /grow-cycles/${cycle.id}`]: () => ok(cycle),
      'GET /plants': () => ok([aPlant(cycle, 1)]),
      [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([]),
      'GET /inventory/seeds': () => ok(page([seeds])),
      'GET /legal-check': () => ok(aLegalCheck({ plants: 1, limit: 3 })),
      [`POST /grow-cycles/${cycle.id}/plants`]: () =>
        json(201, { data: aPlant(cycle, 2), legal: aLegalCheck({ plants: 2 }) }),
    });
    renderApp(`/my/grow-cycles/${cycle.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add a plant' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a plant' }));
    expect(await dialog.findByText(/^This line is used up; 1 plant planned\./)).toBeVisible();
    expect(
      dialog.getByRole('checkbox', { name: 'Take the seed from this line of my inventory' }),
    ).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Add a plant' }));
    await findSnackbar('The plant was added', 'success');
    // Ticked is the default, which the API assumes when nothing is said.
    expect(api.callsTo(`POST /grow-cycles/${cycle.id}/plants`)[0]?.body).not.toHaveProperty(
      'seedsFromInventory',
    );
  });
});
