import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi, ok } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { renderApp } from '../../test/render-app';
import { aCycle, aLegalCheck, aPlant } from './test-data';

// Adding a plant warns before saving when the household would pass the legal limit (warn, never
// block), computed with the contract's rule from the legal check and the one plant more.

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

function cycleApi(phase: 'vegetative' | 'harvest', legal = aLegalCheck({ plants: 3, limit: 3 })) {
  const cycle = aCycle({ name: 'Attic grow', phase, numberOfPlants: 3 });
  const plants = [1, 2, 3].map((number) => aPlant(cycle, number));
  const added = aPlant(cycle, 4);
  const after = {
    ...legal,
    plants: legal.plants + 1,
    exceeded: legal.plants + 1 > (legal.limit ?? 99),
  };
  const api = mockApi({
    [`GET /grow-cycles/${cycle.id}`]: () => ok(cycle),
    'GET /plants': () => ok(plants),
    [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([]),
    'GET /legal-check': () => ok(legal),
    [`POST /grow-cycles/${cycle.id}/plants`]: () => json(201, { data: added, legal: after }),
  });
  return { api, cycle };
}

async function openAddPlant(cycleId: string) {
  const user = userEvent.setup();
  renderApp(`/my/grow-cycles/${cycleId}`);
  const section = within(
    await screen.findByRole('region', { name: 'Plants (3)' }, { timeout: 5000 }),
  );
  await user.click(section.getByRole('button', { name: 'Add a plant' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Add a plant' })) };
}

describe('adding a plant', { timeout: 30_000 }, () => {
  it('warns before saving when one more plant passes the limit, and still adds it', async () => {
    const { api, cycle } = cycleApi('vegetative');
    const { user, dialog } = await openAddPlant(cycle.id);
    const warning = within(await dialog.findByRole('alert'));
    expect(warning.getByText(/4 plants planned; 3 are allowed for 1 adult\./)).toBeVisible();
    expect(warning.getByRole('link', { name: 'Adults in your household' })).toHaveAttribute(
      'href',
      '/account-settings/account',
    );

    await user.click(dialog.getByRole('button', { name: 'Add a plant' }));
    // The answer's check after the write: the confirmation warns too.
    await findSnackbar(
      'The plant was added. 4 plants growing; 3 are allowed for 1 adult.',
      'warning',
    );
    expect(api.callsTo(`POST /grow-cycles/${cycle.id}/plants`)).toHaveLength(1);
  });

  it('says nothing while one more plant stays within the allowance', async () => {
    const { api, cycle } = cycleApi('vegetative', aLegalCheck({ plants: 2, limit: 6, adults: 2 }));
    const { dialog } = await openAddPlant(cycle.id);
    await waitFor(() => expect(api.callsTo('GET /legal-check')).toHaveLength(1));
    expect(await dialog.findByRole('button', { name: 'Add a plant' })).toBeEnabled();
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('does not count a plant added to a harvested cycle', async () => {
    const { api, cycle } = cycleApi('harvest');
    const { dialog } = await openAddPlant(cycle.id);
    expect(dialog.getByRole('button', { name: 'Add a plant' })).toBeEnabled();
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET /legal-check')).toHaveLength(0);
  });
});
