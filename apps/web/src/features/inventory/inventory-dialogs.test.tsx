import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, lastQueryTo, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { aCatalogueLight } from '../../test/fixtures';
import { aLine, openPage, page, signedIn, totals } from './test-data';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const tent = aLine();

describe('inventory dialogs', { timeout: 15_000 }, () => {
  it('adds a catalogue item with what was paid, prefilling brand and link', async () => {
    const user = userEvent.setup();
    const light = aCatalogueLight();
    const api = mockApi({
      ...signedIn,
      'GET /inventory/equipment': () => ok(page([tent])),
      'GET /inventory/totals': () => ok(totals('equipment', 1, 1, 119.9)),
      'GET /equipment-items': () => ok(page([light], 1, 1, 10)),
      'POST /inventory/equipment': () =>
        ok(
          aLine({
            item: { id: light.id, name: 'SE 150', type: 'light', brand: 'Sanlight', custom: false },
          }),
          201,
        ),
    });
    await openPage('/my/inventory/equipment');
    await user.click(await screen.findByRole('button', { name: 'Add from catalogue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add from the catalogue' }));

    await user.type(dialog.getByLabelText('Search equipment'), 'se 150');
    await user.click(await dialog.findByRole('radio', { name: /SE 150/ }));
    expect(field('Brand')).toHaveValue('Sanlight');
    expect(field('Product link')).toHaveValue('https://sanlight.com/se-150');
    expect(dialog.getByText('Typical price of one: €259.00')).toBeInTheDocument();

    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '2');
    await user.type(field('Price paid (€)'), '499.5');
    await user.type(field('Storage location'), 'Grow room');
    await user.click(dialog.getByRole('button', { name: 'Add to my list' }));

    await findSnackbar('SE 150 was added to your list', 'success');
    expect(api.callsTo('POST /inventory/equipment')[0]?.body).toEqual({
      itemId: light.id,
      quantity: 2,
      price: 499.5,
      purchaseDate: null,
      storageLocation: 'Grow room',
      retailer: null,
      brand: 'Sanlight',
      link: 'https://sanlight.com/se-150',
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list and the totals are fetched again.
    await waitFor(() => expect(api.callsTo('GET /inventory/totals').length).toBeGreaterThan(1));
    expect(api.callsTo('GET /inventory/equipment').length).toBeGreaterThan(1);
    expect(Object.fromEntries(lastQueryTo('/equipment-items') ?? [])).toEqual({
      q: 'se 150',
      pageSize: '10',
    });
  });

  it('asks to pick an item and checks the price before anything is sent', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...signedIn,
      'GET /inventory/tools': () => ok(page([])),
      'GET /inventory/totals': () => ok(totals('tools', 0, 0, 0)),
      'GET /tool-items': () =>
        ok(page([aCatalogueLight({ kind: 'tools', type: 'scale', name: 'Pocket scale' })])),
    });
    await openPage('/my/inventory/tools');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Add from catalogue' }))[0] as HTMLElement,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add from the catalogue' }));
    await dialog.findByRole('radio', { name: /Pocket scale/ });
    await user.type(field('Price paid (€)'), '12.345');
    await user.click(dialog.getByRole('button', { name: 'Add to my list' }));
    expect(await dialog.findByText('Choose one from the list')).toBeVisible();
    expect(field('Price paid (€)')).toHaveAccessibleDescription(
      /Please enter a price in the format X.XX/,
    );
    expect(api.callsTo('POST /inventory/tools')).toHaveLength(0);
  });

  it('shows a field error of the server, translated, on its field', async () => {
    const user = userEvent.setup();
    const line = aLine();
    mockApi({
      ...signedIn,
      'GET /inventory/equipment': () => ok(page([line])),
      'GET /inventory/totals': () => ok(totals('equipment', 1, 1, 119.9)),
      [`PATCH /inventory/equipment/${line.id}`]: () =>
        fail(422, 'validation_failed', 'Validation failed', [
          // The code is translated; the server's English text is only a fallback.
          { field: 'storageLocation', code: 'tooLong', message: 'String too long' },
        ]),
    });
    await openPage('/my/inventory/equipment');
    await user.click(await screen.findByRole('button', { name: 'Edit Dark Room 60' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Dark Room 60' }));
    expect(field('Storage location')).toHaveValue('Basement');
    expect(field('Price paid (€)')).toHaveValue('119.90');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field('Storage location')).toHaveAccessibleDescription(
        'Must be less than 50 characters!',
      ),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('asks before it deletes an entry', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...signedIn,
      'GET /inventory/equipment': () => ok(page([tent])),
      'GET /inventory/totals': () => ok(totals('equipment', 1, 1, 119.9)),
      [`DELETE /inventory/equipment/${tent.id}`]: () => new Response(null, { status: 204 }),
    });
    await openPage('/my/inventory/equipment');
    await user.click(await screen.findByRole('button', { name: 'Delete Dark Room 60' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Dark Room 60?' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Dark Room 60' }));
    const again = within(await screen.findByRole('dialog', { name: 'Delete Dark Room 60?' }));
    await user.click(again.getByRole('button', { name: 'Delete' }));
    await findSnackbar('Dark Room 60 was deleted', 'success');
    expect(api.callsTo(`DELETE /inventory/equipment/${tent.id}`)).toHaveLength(1);
  });

  it('replaces the list with a shopping list only after a second yes', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...signedIn,
      'GET /inventory/supplies': () => ok(page([aLine({ kind: 'supplies' })])),
      'GET /inventory/totals': () => ok(totals('supplies', 4, 6, 80)),
      'GET /equipment-items/number-of-plants': () => ok([1, 3, 6]),
      'POST /inventory/supplies/shopping-list': () => ok({ added: 5, updated: 0, removed: 4 }),
    });
    await openPage('/my/inventory/supplies');
    await user.click(await screen.findByRole('button', { name: 'Apply a shopping list' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply a shopping list' }));
    await user.click(dialog.getByRole('radio', { name: 'Premium' }));
    await user.click(dialog.getByRole('radio', { name: 'Outdoor' }));
    await user.click(
      dialog.getByLabelText('Number of plants', { selector: 'input:not([type="hidden"])' }),
    );
    await user.click(await screen.findByRole('option', { name: '6 plants' }));
    const modes = within(
      dialog.getByRole('radiogroup', { name: 'This list already has 4 entries' }),
    );
    expect(modes.getByRole('radio', { name: /Add to my list/ })).toBeChecked();
    await user.click(modes.getByRole('radio', { name: /Replace my list/ }));
    await user.click(dialog.getByRole('button', { name: 'Apply shopping list' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Replace your list?' }));
    expect(confirm.getByText(/All 4 entries of this list are deleted/)).toBeVisible();
    expect(api.callsTo('POST /inventory/supplies/shopping-list')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Yes, replace my list' }));

    await findSnackbar('Shopping list applied: 5 added, 0 updated, 4 removed', 'success');
    expect(api.callsTo('POST /inventory/supplies/shopping-list')[0]?.body).toEqual({
      budget: 'premium',
      where: 'outdoor',
      numberOfPlants: 6,
      mode: 'replace',
      purchaseDate: null,
    });
  });

  it("adds the grower's own strain and the seeds of it in one request", async () => {
    const user = userEvent.setup();
    const strainId = '2f1c3b4a-5d6e-4f70-8a91-b2c3d4e5f607';
    let answer = () =>
      fail(400, 'validation_failed', 'Invalid request', [
        { field: 'entry.name', code: 'nameTooLong', message: 'Name too long' },
      ]);
    const api = mockApi({
      ...signedIn,
      'GET /inventory/seeds': () => ok(page([])),
      'GET /inventory/totals': () => ok(totals('seeds', 0, 0, 0)),
      'POST /inventory/seeds/custom': () => answer(),
    });
    await openPage('/my/inventory/seeds');
    await user.click(await screen.findByRole('button', { name: 'Add your own strain' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add your own strain' }));

    await user.click(dialog.getByRole('button', { name: 'Add to my list' }));
    expect(field('Strain name')).toHaveAccessibleDescription('Name is required!');
    expect(field('Producer (breeder)')).toHaveAccessibleDescription('Producer name is required!');
    expect(api.callsTo('POST /inventory/seeds/custom')).toHaveLength(0);

    await user.type(field('Strain name'), 'Gramps Kush');
    await user.type(field('Producer (breeder)'), 'Grandpa');
    await user.click(
      dialog.getByLabelText(/^Flowering type/, { selector: 'input:not([type="hidden"])' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Autoflower' }));
    await user.type(field('Flowering time in weeks'), '9');
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '5');
    await user.type(field('Price paid (€)'), '20');
    await user.click(dialog.getByRole('button', { name: 'Add to my list' }));

    // The server's word on the strain's name lands on that field, and nothing was saved.
    await waitFor(() =>
      expect(field('Strain name')).toHaveAccessibleDescription(
        'Name must be less than 50 characters!',
      ),
    );
    expect(api.callsTo('POST /inventory/seeds/custom')).toHaveLength(1);
    answer = () =>
      ok(
        aLine({
          kind: 'seeds',
          quantity: 5,
          price: 20,
          item: {
            id: strainId,
            name: 'Gramps Kush',
            type: 'autoflowering',
            brand: 'Grandpa',
            custom: true,
          },
        }),
        201,
      );
    await user.click(dialog.getByRole('button', { name: 'Add to my list' }));

    await findSnackbar('Gramps Kush was added to your list', 'success');
    const sent = api.callsTo('POST /inventory/seeds/custom');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({
      entry: {
        name: 'Gramps Kush',
        producer: 'Grandpa',
        floweringType: 'autoflowering',
        seedType: null,
        floweringWeeks: 9,
        genetics: null,
        parents: null,
        price1: 4,
      },
      quantity: 5,
      price: 20,
    });
  });
});
