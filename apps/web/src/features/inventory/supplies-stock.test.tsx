import { storageKeys } from '@maryjane/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { aLine, openPage, page, signedIn, totals } from './test-data';

// How much is left of a supplies line (issue 26): shown in the list, edited in ml or g.

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const bloom = aLine({
  kind: 'supplies',
  item: {
    id: crypto.randomUUID(),
    name: 'Bio-Bloom 1 L',
    type: 'nutrients',
    brand: 'BioBizz',
    custom: false,
  },
  quantity: 1,
  stockAmount: 850,
  stockUnit: 'ml',
});

describe('supplies stock', { timeout: 15_000 }, () => {
  it('shows what is left and saves a new amount', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...signedIn,
      'GET /inventory/supplies': () => ok(page([bloom])),
      'GET /inventory/totals': () => ok(totals('supplies', 1, 1, 119.9)),
      [`PATCH /inventory/supplies/${bloom.id}`]: () => ok({ ...bloom, stockAmount: 500 }),
    });
    await openPage('/my/inventory/supplies');
    expect((await screen.findAllByText('1 · 850 ml left')).length).toBeGreaterThan(0);
    await user.click(
      (await screen.findAllByRole('button', { name: 'Edit Bio-Bloom 1 L' }))[0] as HTMLElement,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Bio-Bloom 1 L' }));
    expect(field('Amount left')).toHaveValue('850');
    await user.clear(field('Amount left'));
    await user.type(field('Amount left'), '-5');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(field('Amount left')).toHaveAccessibleDescription(
      /This number is outside the allowed range/,
    );
    expect(api.callsTo(`PATCH /inventory/supplies/${bloom.id}`)).toHaveLength(0);
    await user.clear(field('Amount left'));
    await user.type(field('Amount left'), '500');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await findSnackbar('Bio-Bloom 1 L was saved', 'success');
    expect(api.callsTo(`PATCH /inventory/supplies/${bloom.id}`)[0]?.body).toMatchObject({
      stockAmount: 500,
      stockUnit: 'ml',
    });
  });
});
