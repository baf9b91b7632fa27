import { storageKeys } from '@maryjane/contract/constants';
import type { SensorDevice } from '@maryjane/contract/sensors';
import { getByLabelText, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { anEnvironment, stamp } from '../../test/fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const tent = anEnvironment({ name: 'Attic tent' });
const bed = anEnvironment({ name: 'Garden bed', type: 'outdoorBed' });
const ref = (environment: typeof tent) => ({ id: environment.id, name: environment.name });

let serial = 0;
const uuid = () => `7d2e4f6a-8b1c-4d3e-9f50-${String(++serial).padStart(12, '0')}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function aDevice(overrides: Partial<SensorDevice> = {}): SensorDevice {
  return {
    id: uuid(),
    name: 'Tent top',
    environment: ref(tent),
    source: 'maryjane',
    topic: null,
    keyPrefix: 'mj_3f9a',
    lastSeenAt: minutesAgo(5),
    createdAt: stamp,
    mappings: [],
    channels: [],
    rejected: { count: 0, lastAt: null, lastReason: null },
    ...overrides,
  };
}

/** An Ecowitt gateway whose indoor temperature is stored and whose humidity is not yet. */
const aGateway = (overrides: Partial<SensorDevice> = {}) =>
  aDevice({
    name: 'Tent gateway',
    source: 'ecowitt',
    keyPrefix: 'mj_e1c0',
    rejected: { count: 3, lastAt: minutesAgo(120), lastReason: 'no_values' },
    channels: [
      { channel: 'tempinf', value: 24.6, quantity: 'air_temperature', seenAt: minutesAgo(5) },
      { channel: 'humidityin', value: 58, quantity: 'humidity', seenAt: minutesAgo(5) },
    ],
    mappings: [{ channel: 'tempinf', environment: ref(tent), metric: 'air_temperature' }],
    ...overrides,
  });

const aPlug = () =>
  aDevice({
    name: 'Plug AM2301',
    source: 'tasmota',
    topic: 'tasmota_5C1A2B',
    keyPrefix: 'mj_7a7a',
    lastSeenAt: null,
  });

const KEY = 'mj_7c1e0b5d2a9f4e8c6b3a1d0f9e8c7b6a';

/** The targets of an environment without a grow: nothing to compare readings with. */
const noTargets = (environment: typeof tent) => ({
  environmentId: environment.id,
  phase: null,
  medium: 'soil',
  targets: { seedling: {}, vegetative: {}, flowering: {}, drying: {} },
});

/**
 * The page also asks for the Home Assistant setting (its card): off, with a broker; and the
 * alert rules card for each environment's targets.
 */
const mockPage = (handlers: Parameters<typeof mockApi>[0]) =>
  mockApi({
    'GET /sensors/home-assistant': () =>
      ok({ publish: false, available: true, prefix: 'homeassistant' }),
    ...Object.fromEntries(
      [tent, bed].map((each) => [
        `GET /environments/${each.id}/targets`,
        () => ok(noTargets(each)),
      ]),
    ),
    ...handlers,
  });

const article = async (name: string) => within(await screen.findByRole('article', { name }));
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function choose(label: string, option: string, container: HTMLElement = document.body) {
  const user = userEvent.setup();
  await user.click(getByLabelText(container, label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the automation page', { timeout: 30_000 }, () => {
  it('lists each device with its kind, topic, environment, last message and refusals', async () => {
    mockPage({
      'GET /environments': () => ok([tent, bed]),
      'GET /sensors': () => ok([aGateway(), aPlug(), aDevice()]),
    });
    renderApp('/automation');
    await findPageHeading('Automation');

    const gateway = await article('Tent gateway');
    expect(gateway.getByText('Ecowitt gateway')).toBeInTheDocument();
    expect(gateway.getByText('Attic tent')).toBeInTheDocument();
    expect(gateway.getByText('mj_e1c0…')).toBeInTheDocument();
    expect(gateway.getAllByText('5 minutes ago')[0]?.tagName).toBe('TIME');
    const refused = gateway.getByRole('alert');
    expect(refused).toHaveTextContent('3 messages refused');
    expect(refused).toHaveTextContent(
      'The message held no value MaryJane reads. Last one 2 hours ago.',
    );

    const plug = await article('Plug AM2301');
    expect(plug.getByText('Tasmota')).toBeInTheDocument();
    expect(plug.getByText('tasmota_5C1A2B')).toBeInTheDocument();
    expect(plug.getByText('never')).toBeInTheDocument();
    expect(plug.queryByRole('alert')).toBeNull();
    expect(plug.getByText(/No values received yet/)).toBeInTheDocument();

    // MaryJane's own JSON names its metrics: nothing to map.
    const own = await article('Tent top');
    expect(own.getByText('MaryJane JSON')).toBeInTheDocument();
    expect(own.getByText(/names the metric of each reading in its JSON/)).toHaveTextContent(
      'its readings go to Attic tent',
    );
    expect(own.queryByRole('combobox')).toBeNull();
    expect(own.queryByLabelText(/^Store .* as$/)).toBeNull();
  });

  it('lists the values a device sends, those not stored yet marked', async () => {
    mockPage({
      'GET /environments': () => ok([tent, bed]),
      'GET /sensors': () => ok([aGateway()]),
    });
    renderApp('/automation');
    const gateway = await article('Tent gateway');
    expect(gateway.getByText('1 value is not stored yet', { exact: false })).toBeInTheDocument();
    const rows = within(gateway.getByRole('list', { name: 'Values' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [temperature, humidity] = rows as [HTMLElement, HTMLElement];
    expect(temperature).toHaveTextContent('tempinf');
    expect(temperature).toHaveTextContent('24.6 °C, received 5 minutes ago');
    expect(within(temperature).getByText('stored')).toBeInTheDocument();
    expect(temperature).not.toHaveTextContent('not stored yet');
    expect(humidity).toHaveTextContent('humidityin');
    expect(humidity).toHaveTextContent('not stored yet');
    expect(humidity).toHaveTextContent('58 %, received 5 minutes ago · looks like Humidity');
    // Saved choices show in the selects; the one not stored shows as such.
    expect(input('Environment for tempinf')).toHaveValue('Attic tent');
    expect(input('Store tempinf as')).toHaveValue('Air temperature');
    expect(input('Environment for humidityin')).toHaveValue('');
    expect(input('Store humidityin as')).toHaveValue('Not stored');
    expect(gateway.getByRole('button', { name: 'Save the values of Tent gateway' })).toBeDisabled();
  });

  it('maps a value when saved, sending the whole list of mappings', async () => {
    const user = userEvent.setup();
    const device = aGateway();
    const saved: SensorDevice = {
      ...device,
      mappings: [
        ...device.mappings,
        { channel: 'humidityin', environment: ref(bed), metric: 'humidity' },
      ],
    };
    let current = device;
    const api = mockPage({
      'GET /environments': () => ok([tent, bed]),
      'GET /sensors': () => ok([current]),
      [`PATCH /sensors/${device.id}`]: () => {
        current = saved;
        return ok(saved);
      },
    });
    renderApp('/automation');
    const gateway = await article('Tent gateway');
    await choose('Environment for humidityin', 'Garden bed');
    // The value's own kind is suggested; nothing is sent before Save.
    expect(input('Store humidityin as')).toHaveValue('Humidity');
    expect(api.callsTo(`PATCH /sensors/${device.id}`)).toHaveLength(0);

    await user.click(gateway.getByRole('button', { name: 'Save the values of Tent gateway' }));
    await findSnackbar('Your choices for Tent gateway are saved', 'success');
    expect(api.callsTo(`PATCH /sensors/${device.id}`).map((call) => call.body)).toEqual([
      {
        mappings: [
          { channel: 'tempinf', environmentId: tent.id, metric: 'air_temperature' },
          { channel: 'humidityin', environmentId: bed.id, metric: 'humidity' },
        ],
      },
    ]);
    await waitFor(() => expect(gateway.queryByText('not stored yet')).toBeNull());
    expect(input('Environment for humidityin')).toHaveValue('Garden bed');
  });

  it('stops storing a value when it is set to not stored', async () => {
    const user = userEvent.setup();
    const device = aGateway();
    const api = mockPage({
      'GET /environments': () => ok([tent, bed]),
      'GET /sensors': () => ok([device]),
      [`PATCH /sensors/${device.id}`]: () => ok({ ...device, mappings: [] }),
    });
    renderApp('/automation');
    const gateway = await article('Tent gateway');
    await choose('Store tempinf as', 'Not stored');
    await user.click(gateway.getByRole('button', { name: 'Save the values of Tent gateway' }));
    await findSnackbar('Your choices for Tent gateway are saved', 'success');
    expect(api.callsTo(`PATCH /sensors/${device.id}`)[0]?.body).toEqual({ mappings: [] });
  });

  it("shows the server's field error, translated, at the value it is about", async () => {
    const user = userEvent.setup();
    const device = aGateway();
    mockPage({
      'GET /environments': () => ok([tent, bed]),
      'GET /sensors': () => ok([device]),
      [`PATCH /sensors/${device.id}`]: () =>
        fail(422, 'validation_failed', 'Validation failed', [
          { field: 'mappings.1.environmentId', code: 'notFound', message: 'raw server text' },
        ]),
    });
    renderApp('/automation');
    const gateway = await article('Tent gateway');
    await choose('Environment for humidityin', 'Garden bed');
    await user.click(gateway.getByRole('button', { name: 'Save the values of Tent gateway' }));

    await waitFor(() =>
      expect(input('Environment for humidityin')).toHaveAccessibleDescription(
        'This does not exist (any more)',
      ),
    );
    expect(input('Environment for tempinf')).not.toHaveAccessibleDescription(/does not exist/);
    expect(gateway.getByText('Not saved: see the marked values.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('raw server text')).toBeNull();
    // Changing the value clears its error.
    await choose('Environment for humidityin', 'Attic tent');
    expect(input('Environment for humidityin')).not.toHaveAccessibleDescription(/does not exist/);
  });

  it('adds a Tasmota device only with a topic, then says what MaryJane listens on', async () => {
    const user = userEvent.setup();
    let devices: SensorDevice[] = [aGateway()];
    const created = aDevice({
      name: 'Plug AM2301',
      source: 'tasmota',
      topic: 'tasmota_5C1A2B',
      environment: ref(bed),
      lastSeenAt: null,
    });
    const api = mockPage({
      'GET /environments': () => ok([tent, bed]),
      'GET /sensors': () => ok(devices),
      'POST /sensors': () => {
        devices = [...devices, created];
        return ok({ ...created, key: KEY }, 201);
      },
    });
    renderApp('/automation');
    await article('Tent gateway');
    await user.click(screen.getByRole('button', { name: 'Add a device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a device' });
    const form = within(dialog);
    expect(form.queryByLabelText(/^Topic/)).toBeNull();
    await user.type(field('Name'), 'Plug AM2301');
    await choose('Environment', 'Garden bed', dialog);
    await user.click(form.getByRole('radio', { name: /^Tasmota/ }));
    await user.click(form.getByRole('button', { name: 'Add device' }));
    expect(field('Topic')).toHaveAccessibleDescription(/This field is required/);
    expect(api.callsTo('POST /sensors')).toHaveLength(0);

    await user.type(field('Topic'), 'tasmota_5C1A2B');
    expect(field('Topic')).toHaveAccessibleDescription(
      /MaryJane listens on tele\/tasmota_5C1A2B\/SENSOR\./,
    );
    await user.click(form.getByRole('button', { name: 'Add device' }));

    const setup = within(await screen.findByRole('dialog', { name: 'Set up Plug AM2301' }));
    expect(api.callsTo('POST /sensors')[0]?.body).toEqual({
      name: 'Plug AM2301',
      environmentId: bed.id,
      source: 'tasmota',
      topic: 'tasmota_5C1A2B',
    });
    expect(setup.getByText('MaryJane listens on this topic:')).toBeInTheDocument();
    expect(
      within(setup.getByRole('list', { name: 'Topics MaryJane listens on' })).getByRole('listitem'),
    ).toHaveTextContent(/^tele\/tasmota_5C1A2B\/SENSOR$/);
    expect(setup.getByText(/needs no key: MaryJane knows it by its topic/)).toBeInTheDocument();
    await findSnackbar('Plug AM2301 was added', 'success');

    await user.click(setup.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(KEY);
    expect(await screen.findByRole('article', { name: 'Plug AM2301' })).toBeInTheDocument();
  });

  it('explains what can be connected while there is no device, and adds an Ecowitt gateway', async () => {
    const user = userEvent.setup();
    const created = aDevice({ name: 'Tent gateway', source: 'ecowitt', lastSeenAt: null });
    const api = mockPage({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([]),
      'POST /sensors': () => ok({ ...created, key: KEY }, 201),
    });
    renderApp('/automation');
    const heading = await screen.findByRole('heading', { name: 'No devices yet' });
    const empty = within(heading.closest('section') as HTMLElement);
    const kinds = within(empty.getByRole('list')).getAllByRole('listitem');
    expect(kinds.map((kind) => kind.textContent?.split(':')[0])).toEqual([
      'MaryJane JSON',
      'Ecowitt gateway',
      'Tasmota',
      'ESPHome',
      'Shelly',
      'Home Assistant',
    ]);
    // One way to add: the empty state's.
    expect(screen.getAllByRole('button', { name: 'Add a device' })).toHaveLength(1);

    await user.click(empty.getByRole('button', { name: 'Add a device' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add a device' }));
    await user.type(field('Name'), 'Tent gateway');
    // The only environment is chosen already.
    expect(form.getByLabelText('Environment', { selector: 'input' })).toHaveValue('Attic tent');
    await user.click(form.getByRole('radio', { name: /^Ecowitt gateway/ }));
    expect(form.queryByLabelText(/^Topic/)).toBeNull();
    await user.click(form.getByRole('button', { name: 'Add device' }));

    const setup = within(await screen.findByRole('dialog', { name: 'Set up Tent gateway' }));
    expect(api.callsTo('POST /sensors')[0]?.body).toEqual({
      name: 'Tent gateway',
      environmentId: tent.id,
      source: 'ecowitt',
    });
    expect(setup.getByRole('textbox', { name: 'Device key' })).toHaveValue(KEY);
    expect(setup.getByText(`/api/ingest/ecowitt/${KEY}`)).toBeInTheDocument();
    expect(setup.getByText(window.location.hostname)).toBeInTheDocument();
    expect(setup.getByText(/Weather Services → Customized/)).toBeInTheDocument();
    expect(setup.getByText(/sends plain HTTP, not HTTPS/)).toBeInTheDocument();
    expect(setup.getByRole('button', { name: 'Copy the path' })).toBeInTheDocument();
  });

  it('asks to create an environment first when there is none', async () => {
    const user = userEvent.setup();
    mockPage({ 'GET /environments': () => ok([]), 'GET /sensors': () => ok([]) });
    renderApp('/automation');
    await screen.findByRole('heading', { name: 'No devices yet' });
    await user.click(screen.getByRole('button', { name: 'Add a device' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a device' }));
    expect(dialog.getByText(/Create an environment first/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Create an environment' })).toHaveAttribute(
      'href',
      '/my/environments',
    );
    expect(dialog.queryByRole('button', { name: 'Add device' })).toBeNull();
  });

  it('renames a device and removes one after asking', async () => {
    const user = userEvent.setup();
    const plug = aPlug();
    let devices = [plug];
    const api = mockPage({
      'GET /environments': () => ok([tent, bed]),
      'GET /sensors': () => ok(devices),
      [`PATCH /sensors/${plug.id}`]: () => {
        devices = [{ ...plug, name: 'Tent plug' }];
        return ok(devices[0]);
      },
      [`DELETE /sensors/${plug.id}`]: () => {
        devices = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/automation');
    await user.click(await screen.findByRole('button', { name: 'Edit Plug AM2301' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Plug AM2301' }));
    expect(form.getByText(/Kind of device: Tasmota/)).toBeInTheDocument();
    expect(field('Topic')).toHaveValue('tasmota_5C1A2B');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Tent plug');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await findSnackbar('Tent plug was saved', 'success');
    expect(api.callsTo(`PATCH /sensors/${plug.id}`)[0]?.body).toEqual({
      name: 'Tent plug',
      environmentId: tent.id,
      topic: 'tasmota_5C1A2B',
    });

    await user.click(await screen.findByRole('button', { name: 'Remove Tent plug' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove Tent plug?' }));
    expect(api.callsTo(`DELETE /sensors/${plug.id}`)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await findSnackbar('Tent plug was removed', 'success');
    expect(api.callsTo(`DELETE /sensors/${plug.id}`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'No devices yet' })).toBeInTheDocument();
  });

  it('shows a new key once after asking, with the setup of its kind', async () => {
    const user = userEvent.setup();
    const gateway = aGateway();
    const api = mockPage({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([gateway]),
      [`POST /sensors/${gateway.id}/key`]: () => ok({ ...gateway, key: KEY }),
    });
    renderApp('/automation');
    await user.click(await screen.findByRole('button', { name: 'New key for Tent gateway' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'New key for Tent gateway?' }),
    );
    expect(api.callsTo(`POST /sensors/${gateway.id}/key`)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'New key' }));
    const setup = within(await screen.findByRole('dialog', { name: 'Set up Tent gateway' }));
    expect(setup.getByText(`/api/ingest/ecowitt/${KEY}`)).toBeInTheDocument();
  });

  it('is for signed-in growers only', async () => {
    localStorage.clear();
    const { router } = renderApp('/automation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    mockPage({
      'GET /environments': () => ok([tent, bed]),
      'GET /sensors': () => ok([aGateway()]),
    });
    renderApp('/automation');
    await findPageHeading('Automatisierung');
    const gateway = await article('Tent gateway');
    expect(gateway.getByText('Ecowitt-Gateway')).toBeInTheDocument();
    expect(gateway.getByRole('alert')).toHaveTextContent(
      '3 Nachrichten abgelehntDie Nachricht enthielt keinen Wert, den MaryJane liest. Zuletzt vor 2 Stunden.',
    );
    expect(gateway.getByText('noch nicht gespeichert')).toBeInTheDocument();
    expect(input('Umgebung für humidityin')).toHaveValue('');
    expect(input('tempinf speichern als')).toHaveValue('Lufttemperatur');
    expect(
      gateway.getByRole('button', { name: 'Die Werte von Tent gateway speichern' }),
    ).toHaveTextContent('Speichern');
    expect(screen.getByRole('button', { name: 'Gerät hinzufügen' })).toBeInTheDocument();
  });
});
