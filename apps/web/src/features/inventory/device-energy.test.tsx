import { storageKeys } from '@maryjane/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { aLine, openPage, page, signedIn, totals } from './test-data';

// What a device draws and how long it lasts (issue 27), for the costs of the harvest results:
// equipment lines only; empty fields use the catalogue's watts, the light schedule and 5 cycles.

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const light = aLine({
  item: {
    id: crypto.randomUUID(),
    name: 'SF2000',
    type: 'light',
    brand: 'Spider Farmer',
    custom: false,
  },
  catalogueWatts: 200,
});

describe('power and lifespan of equipment', { timeout: 15_000 }, () => {
  it('shows the defaults, refuses impossible values and saves what was typed', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...signedIn,
      'GET /inventory/equipment': () => ok(page([light])),
      'GET /inventory/totals': () => ok(totals('equipment', 1, 1, 119.9)),
      [`PATCH /inventory/equipment/${light.id}`]: () => ok({ ...light, watts: 185 }),
    });
    await openPage('/my/inventory/equipment');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Edit SF2000' }))[0] as HTMLElement,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit SF2000' }));
    expect(field('Watts')).toHaveAttribute('placeholder', '200 (catalogue)');
    expect(field('Hours a day')).toHaveAttribute('placeholder', 'Light schedule');
    expect(field('Lasts (grow cycles)')).toHaveAttribute('placeholder', '5 (default)');

    await user.type(field('Hours a day'), '25');
    await user.type(field('Lasts (grow cycles)'), '0');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(field('Hours a day')).toHaveAccessibleDescription(
      /This number is outside the allowed range/,
    );
    expect(field('Lasts (grow cycles)')).toHaveAccessibleDescription(
      /This number is outside the allowed range/,
    );
    expect(api.callsTo(`PATCH /inventory/equipment/${light.id}`)).toHaveLength(0);

    await user.clear(field('Hours a day'));
    await user.clear(field('Lasts (grow cycles)'));
    await user.type(field('Lasts (grow cycles)'), '8');
    await user.type(field('Watts'), '185,5');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await findSnackbar('SF2000 was saved', 'success');
    expect(api.callsTo(`PATCH /inventory/equipment/${light.id}`)[0]?.body).toMatchObject({
      watts: 185.5,
      hoursPerDay: null,
      expectedCycles: 8,
    });
  });

  it('asks nothing of the kind on other lines', async () => {
    const user = userEvent.setup();
    const bloom = aLine({
      kind: 'supplies',
      item: { ...light.item, name: 'Bio-Bloom 1 L', type: 'nutrients' },
    });
    mockApi({
      ...signedIn,
      'GET /inventory/supplies': () => ok(page([bloom])),
      'GET /inventory/totals': () => ok(totals('supplies', 1, 1, 119.9)),
    });
    await openPage('/my/inventory/supplies');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Edit Bio-Bloom 1 L' }))[0] as HTMLElement,
    );
    await screen.findByRole('dialog', { name: 'Edit Bio-Bloom 1 L' });
    expect(screen.queryByRole('textbox', { name: 'Watts' })).toBeNull();
  });
});
