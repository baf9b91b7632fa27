import { storageKeys } from '@maryjane/contract/constants';
import type { InventoryMovement } from '@maryjane/contract/inventory';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { aLine, openPage, page, signedIn, totals } from './test-data';

// Seeds follow the grow (issue 25): a seeds line sown to its last seed shows as used up, and
// its edit dialog lists what grow cycles took and gave back.

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const seeds = aLine({
  kind: 'seeds',
  item: {
    id: crypto.randomUUID(),
    name: 'Amnesia',
    type: 'photoperiod',
    brand: null,
    custom: false,
  },
  quantity: 0,
});
const movement = (overrides: Partial<InventoryMovement>): InventoryMovement => ({
  id: crypto.randomUUID(),
  change: -3,
  amount: null,
  date: '2026-11-27',
  reason: 'sown',
  cycle: { id: crypto.randomUUID(), name: 'Winter grow' },
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

describe('seeds lines', { timeout: 15_000 }, () => {
  it('shows a line at 0 as used up, with what was sown and given back', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...signedIn,
      'GET /inventory/seeds': () => ok(page([seeds])),
      'GET /inventory/totals': () => ok(totals('seeds', 1, 0, 119.9)),
      [`GET /inventory/seeds/${seeds.id}/movements`]: () =>
        ok([
          movement({}),
          movement({ change: 1, reason: 'returned', date: '2026-11-28' }),
          movement({ change: -1, date: '2026-11-29', cycle: null }),
        ]),
      [`PATCH /inventory/seeds/${seeds.id}`]: () => ok({ ...seeds, notes: 'all sown' }),
    });
    await openPage('/my/inventory/seeds');
    expect((await screen.findAllByText('0 · used up')).length).toBeGreaterThan(0);

    await user.click(await screen.findByRole('button', { name: 'Edit Amnesia' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Amnesia' }));
    const history = within(await dialog.findByRole('region', { name: 'Sown and given back' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^3 sown on .*2026 for Winter grow$/),
      expect.stringMatching(/^1 given back on .*2026 from Winter grow$/),
      expect.stringMatching(/^1 sown on .*2026 for a grow cycle since deleted$/),
    ]);

    // A used-up line keeps its 0 when it is edited.
    await user.clear(field('Storage location'));
    await user.type(field('Storage location'), 'Fridge');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await findSnackbar('Amnesia was saved', 'success');
    await waitFor(() =>
      expect(api.callsTo(`PATCH /inventory/seeds/${seeds.id}`)[0]?.body).toMatchObject({
        quantity: 0,
        storageLocation: 'Fridge',
      }),
    );
  });
});
