import { storageKeys } from '@maryjane/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, okWithLegal } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aCycle, aPlant } from './test-data';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

describe('plants', { timeout: 20_000 }, () => {
  it('groups the plants by cycle and renames one', async () => {
    const user = userEvent.setup();
    const tent = aCycle({
      name: 'Tent grow',
      phase: 'flowering',
      reached: { vegetative: '2026-03-04', flowering: '2026-04-01' },
    });
    const balcony = aCycle({ name: 'Balcony grow' });
    const lady = aPlant(tent, 2, { name: 'Lemon Lady', notes: 'Stretchy' });
    const api = mockApi({
      'GET /plants': () => ok([aPlant(tent, 1), lady, aPlant(balcony, 1)]),
      [`PATCH /plants/${lady.id}`]: () =>
        okWithLegal({ ...lady, name: 'Lemon Queen' }, undefined, 200),
    });
    renderApp('/my/plants');
    await findPageHeading('My plants');
    const group = within(await screen.findByRole('region', { name: 'Tent grow' }));
    expect(group.getByRole('link', { name: 'Tent grow' })).toHaveAttribute(
      'href',
      `/my/grow-cycles/${tent.id}`,
    );
    expect(group.getByText('Flowering')).toBeInTheDocument();
    expect(group.getByText('Plant 1')).toBeInTheDocument();
    expect(group.getByText('2. Lemon Lady')).toBeInTheDocument();
    expect(group.getByText('Stretchy')).toBeInTheDocument();
    expect(group.queryByRole('button', { name: /^Delete/ })).toBeNull();
    const other = within(screen.getByRole('region', { name: 'Balcony grow' }));
    expect(other.getByText('Germination')).toBeInTheDocument();

    await user.click(group.getByRole('button', { name: 'Rename Lemon Lady' }));
    await screen.findByRole('dialog', { name: 'Rename Lemon Lady' });
    expect(field('Name')).toHaveValue('Lemon Lady');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Lemon Queen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findSnackbar('The plant was saved', 'success');
    expect(api.callsTo(`PATCH /plants/${lady.id}`)[0]?.body).toEqual({
      name: 'Lemon Queen',
      notes: 'Stretchy',
    });
  });

  it('points to the grow cycles when there are no plants', async () => {
    mockApi({ 'GET /plants': () => ok([]) });
    renderApp('/my/plants');
    expect(await screen.findByRole('heading', { name: 'No plants yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my grow cycles' })).toHaveAttribute(
      'href',
      '/my/grow-cycles',
    );
  });
});
