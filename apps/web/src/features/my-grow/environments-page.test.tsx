import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { anEnvironment } from '../../test/fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { anInventoryLine, page, uuid } from './test-data';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const led = anInventoryLine('equipment', { quantity: 2 });
const fan = anInventoryLine('equipment', {
  quantity: 1,
  item: { id: uuid(), name: 'Exhaust fan', type: 'ventilation', brand: null, custom: false },
});

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('environments', { timeout: 20_000 }, () => {
  it('checks the form, then posts what the grower entered', async () => {
    const user = userEvent.setup();
    const created = anEnvironment({ name: 'Attic tent' });
    const api = mockApi({
      'GET /environments': () => ok([]),
      'GET /inventory/equipment': () => ok(page([led, fan])),
      'POST /environments': () => ok(created, 201),
    });
    renderApp('/my/environments');
    await findPageHeading('My environments');
    // Nothing yet: the empty state points to the setup wizard.
    expect(await screen.findByRole('link', { name: 'Open the setup wizard' })).toHaveAttribute(
      'href',
      '/setup-wizard',
    );

    await user.click(screen.getByRole('button', { name: 'Add an environment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an environment' }));
    await user.click(dialog.getByRole('button', { name: 'Add environment' }));
    expect(field('Name')).toHaveAccessibleDescription('Name is required!');
    expect(field('Type')).toHaveAccessibleDescription('Type is required!');
    expect(field('Location')).toHaveAccessibleDescription(
      'Location is required! Where it is, e.g. attic, cellar or garden',
    );
    expect(api.callsTo('POST /environments')).toHaveLength(0);

    await user.type(field('Name'), 'x'.repeat(50));
    await user.tab();
    expect(field('Name')).toHaveAccessibleDescription('Name must be less than 50 characters!');
    await user.clear(field('Name'));
    await user.type(field('Name'), '  Attic tent ');
    await choose('Type', 'Grow tent');
    await user.type(field('Location'), 'Attic');
    await user.type(field('Width (cm)'), '80.5');
    await user.tab();
    expect(field('Width (cm)')).toHaveAccessibleDescription('Please enter a whole number');
    await user.clear(field('Width (cm)'));
    await user.type(field('Width (cm)'), '80');
    await user.type(field('Height (cm)'), '160');
    await choose('Equipment', '2 × LED panel 300 W');
    await user.click(dialog.getByRole('button', { name: 'Add environment' }));

    await findSnackbar('The environment was added', 'success');
    expect(api.callsTo('POST /environments')[0]?.body).toEqual({
      name: 'Attic tent',
      type: 'tent',
      location: 'Attic',
      widthCm: 80,
      depthCm: null,
      heightCm: 160,
      notes: null,
      equipmentIds: [led.id],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a name the grower already uses on the name field', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /environments': () => ok([]),
      'GET /inventory/equipment': () => ok(page([])),
      'POST /environments': () =>
        fail(422, 'validation_failed', 'Invalid', [
          { field: 'name', code: 'nameTaken', message: 'You already have one with this name' },
        ]),
    });
    renderApp('/my/environments');
    await user.click(await screen.findByRole('button', { name: 'Add an environment' }));
    const dialog = within(await screen.findByRole('dialog'));
    // Without equipment in the inventory the field says where to add some.
    expect(dialog.getByRole('link', { name: 'Add equipment' })).toHaveAttribute(
      'href',
      '/my/inventory/equipment',
    );
    await user.type(field('Name'), 'Tent');
    await choose('Type', 'Balcony');
    await user.type(field('Location'), 'South side');
    await user.click(dialog.getByRole('button', { name: 'Add environment' }));
    await waitFor(() =>
      expect(field('Name')).toHaveAccessibleDescription('You already have one with this name'),
    );
  });

  it('shows each environment and deletes one after asking', async () => {
    const user = userEvent.setup();
    const tent = anEnvironment({
      name: 'Attic tent',
      activeCycles: 2,
      depthCm: null,
      equipment: [{ id: led.id, name: 'LED panel 300 W', type: 'light', quantity: 2 }],
    });
    const bed = anEnvironment({
      name: 'Garden bed',
      type: 'outdoorBed',
      location: 'Garden',
      widthCm: null,
      depthCm: null,
      heightCm: null,
      activeCycles: 1,
    });
    let environments = [tent, bed];
    const api = mockApi({
      'GET /environments': () => ok(environments),
      [`DELETE /environments/${bed.id}`]: () => {
        environments = [tent];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/my/environments');
    const card = within(await screen.findByRole('article', { name: 'Attic tent' }));
    expect(card.getByText('Grow tent')).toBeInTheDocument();
    expect(card.getByText('80 × – × 160 cm')).toBeInTheDocument();
    expect(card.getByText('2 running')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Equipment' })).getByText('2 × LED panel 300 W'));
    const garden = within(screen.getByRole('article', { name: 'Garden bed' }));
    expect(garden.getByText('Outdoor bed')).toBeInTheDocument();
    expect(garden.getByText('Not given')).toBeInTheDocument();
    expect(garden.getByText('1 running')).toBeInTheDocument();

    await user.click(garden.getByRole('button', { name: 'Delete Garden bed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Garden bed?' }));
    expect(api.callsTo(`DELETE /environments/${bed.id}`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await findSnackbar('Garden bed was deleted', 'success');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Garden bed' })).toBeNull());
    expect(api.callsTo(`DELETE /environments/${bed.id}`)).toHaveLength(1);
  });

  it('edits an environment with its values filled in', async () => {
    const user = userEvent.setup();
    const tent = anEnvironment({
      equipment: [{ id: led.id, name: 'LED panel 300 W', type: 'light', quantity: 2 }],
    });
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /inventory/equipment': () => ok(page([led, fan])),
      [`PATCH /environments/${tent.id}`]: () => ok({ ...tent, name: 'Big tent' }),
    });
    renderApp('/my/environments');
    await user.click(await screen.findByRole('button', { name: 'Edit Attic tent' }));
    await screen.findByRole('dialog', { name: 'Edit Attic tent' });
    expect(field('Name')).toHaveValue('Attic tent');
    expect(field('Width (cm)')).toHaveValue('80');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Big tent');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findSnackbar('The environment was saved', 'success');
    expect(api.callsTo(`PATCH /environments/${tent.id}`)[0]?.body).toMatchObject({
      name: 'Big tent',
      type: 'tent',
      equipmentIds: [led.id],
    });
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    mockApi({
      'GET /environments': () => ok([anEnvironment({ type: 'cabinet', activeCycles: 0 })]),
    });
    renderApp('/my/environments');
    await findPageHeading('Meine Umgebungen');
    const card = within(await screen.findByRole('article', { name: 'Attic tent' }));
    expect(card.getByText('Growschrank')).toBeInTheDocument();
    expect(card.getByText('Keiner läuft')).toBeInTheDocument();
  });
});
