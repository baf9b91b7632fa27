import { storageKeys } from '@maryjane/contract/constants';
import type { SensorDevice } from '@maryjane/contract/sensors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { anEnvironment } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { uuid } from './test-data';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const tent = anEnvironment({ name: 'Attic tent' });
const bed = anEnvironment({ name: 'Garden bed', type: 'outdoorBed' });

function aDevice(overrides: Partial<SensorDevice> = {}): SensorDevice {
  return {
    id: uuid(),
    name: 'Tent top',
    environment: { id: tent.id, name: tent.name },
    keyPrefix: 'mj_3f9a',
    lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    createdAt: '2026-03-01T10:00:00.000Z',
    source: 'maryjane',
    topic: null,
    mappings: [],
    channels: [],
    rejected: { count: 0, lastAt: null, lastReason: null },
    ...overrides,
  };
}

const KEY = 'mj_7c1e0b5d2a9f4e8c6b3a1d0f9e8c7b6a';

describe('environment sensors', { timeout: 20_000 }, () => {
  it('lists the sensors of each environment with key prefix and last reading', async () => {
    mockApi({
      'GET /environments': () => ok([tent, bed]),
      'GET /sensors': () => ok([aDevice(), aDevice({ name: 'Pot soil', lastSeenAt: null })]),
    });
    renderApp('/my/environments');
    const card = within(await screen.findByRole('article', { name: 'Attic tent' }));
    const list = within(await card.findByRole('list', { name: 'Sensors in Attic tent' }));
    const [top, soil] = list.getAllByRole('listitem');
    expect(top).toHaveTextContent('Tent top');
    expect(top).toHaveTextContent('Key mj_3f9a…');
    expect(top).toHaveTextContent('last reading 5 minutes ago');
    expect(soil).toHaveTextContent('no reading yet');
    const garden = within(screen.getByRole('article', { name: 'Garden bed' }));
    expect(garden.getByText(/No sensor yet/)).toBeInTheDocument();
  });

  it('adds a sensor and shows its key once, with how to send readings', async () => {
    const user = userEvent.setup();
    let devices: SensorDevice[] = [];
    const created = aDevice({ name: 'Tent top', keyPrefix: 'mj_7c1e', lastSeenAt: null });
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok(devices),
      'POST /sensors': () => {
        devices = [created];
        return ok({ ...created, key: KEY }, 201);
      },
    });
    renderApp('/my/environments');
    const card = within(await screen.findByRole('article', { name: 'Attic tent' }));
    await card.findByText(/No sensor yet/);
    await user.click(card.getByRole('button', { name: 'Add a sensor to Attic tent' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add a sensor to Attic tent' }));
    await user.click(form.getByRole('button', { name: 'Add sensor' }));
    expect(field('Name')).toHaveAccessibleDescription(/Name is required!/);
    expect(api.callsTo('POST /sensors')).toHaveLength(0);
    await user.type(field('Name'), ' Tent top ');
    await user.click(form.getByRole('button', { name: 'Add sensor' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'The key for Tent top' }));
    expect(api.callsTo('POST /sensors')[0]?.body).toEqual({
      name: 'Tent top',
      environmentId: tent.id,
      source: 'maryjane',
    });
    expect(dialog.getByRole('textbox', { name: 'Sensor key' })).toHaveValue(KEY);
    expect(dialog.getByText(/it is shown only this once/)).toBeInTheDocument();
    expect(dialog.getByText(/^curl -X POST/)).toHaveTextContent(
      `curl -X POST ${window.location.origin}/api/sensors/readings -H 'X-Device-Key: ${KEY}' ` +
        `-H 'Content-Type: application/json' -d '{"metric":"air_temperature","value":24.5}'`,
    );
    expect(dialog.getByText(`npm run simulate-sensor -- --key ${KEY}`)).toBeInTheDocument();
    expect(dialog.getByText(`maryjane/${KEY}/readings`)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Copy the key' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Gone for good: only the prefix is left, in the list.
    expect(document.body).not.toHaveTextContent(KEY);
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
    const list = within(await card.findByRole('list', { name: 'Sensors in Attic tent' }));
    expect(list.getByText('mj_7c1e…')).toBeInTheDocument();
  });

  it('asks before a new key replaces the old one, then shows the new key', async () => {
    const user = userEvent.setup();
    const device = aDevice();
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([device]),
      [`POST /sensors/${device.id}/key`]: () => ok({ ...device, keyPrefix: 'mj_7c1e', key: KEY }),
    });
    renderApp('/my/environments');
    await user.click(await screen.findByRole('button', { name: 'New key for Tent top' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'New key for Tent top?' }));
    expect(confirm.getByText(/The current key stops working at once/)).toBeInTheDocument();
    expect(api.callsTo(`POST /sensors/${device.id}/key`)).toHaveLength(0);

    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`POST /sensors/${device.id}/key`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'New key for Tent top' }));
    const again = within(await screen.findByRole('dialog', { name: 'New key for Tent top?' }));
    await user.click(again.getByRole('button', { name: 'New key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'The key for Tent top' }));
    expect(dialog.getByRole('textbox', { name: 'Sensor key' })).toHaveValue(KEY);
    expect(api.callsTo(`POST /sensors/${device.id}/key`)).toHaveLength(1);
  });

  it('removes a sensor after asking', async () => {
    const user = userEvent.setup();
    const device = aDevice();
    let devices = [device];
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok(devices),
      [`DELETE /sensors/${device.id}`]: () => {
        devices = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/my/environments');
    await user.click(await screen.findByRole('button', { name: 'Remove Tent top' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove Tent top?' }));
    expect(confirm.getByText(/readings it already sent stay/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await findSnackbar('Tent top was removed', 'success');
    expect(api.callsTo(`DELETE /sensors/${device.id}`)).toHaveLength(1);
    expect(await screen.findByText(/No sensor yet/)).toBeInTheDocument();
  });

  it('shows a failed sensor list in the card, with a retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => (failing ? fail(500, 'internal', 'Boom') : ok([aDevice()])),
    });
    renderApp('/my/environments');
    const card = within(await screen.findByRole('article', { name: 'Attic tent' }));
    await card.findByText('This could not be loaded.', {}, { timeout: 5000 });
    failing = false;
    await user.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('Tent top')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    mockApi({ 'GET /environments': () => ok([tent]), 'GET /sensors': () => ok([]) });
    renderApp('/my/environments');
    expect(
      await screen.findByRole('button', { name: 'Sensor hinzufügen: Attic tent' }),
    ).toHaveTextContent('Sensor hinzufügen');
  });
});
