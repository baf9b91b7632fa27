import { storageKeys } from '@maryjane/contract/constants';
import type { HomeAssistantSettings } from '@maryjane/contract/sensors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok, type ApiCall } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { anEnvironment } from '../../test/fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const tent = anEnvironment({ name: 'Attic tent' });
const off: HomeAssistantSettings = { publish: false, available: true, prefix: 'homeassistant' };

const SWITCH = 'Show my environments in Home Assistant';

/** The card, by its heading. */
async function findCard(title = 'Home Assistant') {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 10_000 });
  const card = heading.closest('section');
  if (!card) throw new Error(`No section "${title}"`);
  return within(card);
}

/** The automation page without devices, the card's GET answering `settings`. */
function openPage(
  settings: HomeAssistantSettings | (() => Response),
  put?: (call: ApiCall) => Response | Promise<Response>,
) {
  const api = mockApi({
    'GET /environments': () => ok([tent]),
    'GET /sensors': () => ok([]),
    // The alert rules card below asks for the tent's targets: no grow, so none.
    [`GET /environments/${tent.id}/targets`]: () =>
      ok({
        environmentId: tent.id,
        phase: null,
        medium: 'soil',
        targets: { seedling: {}, vegetative: {}, flowering: {}, drying: {} },
      }),
    'GET /sensors/home-assistant': typeof settings === 'function' ? settings : () => ok(settings),
    ...(put ? { 'PUT /sensors/home-assistant': put } : {}),
  });
  renderApp('/automation');
  return api;
}

/** Answers each PUT with what it sent, once `release` is called (the oldest first). */
function heldAnswers() {
  const waiting: (() => void)[] = [];
  const put = (call: ApiCall) =>
    new Promise<Response>((resolve) => {
      waiting.push(() => resolve(ok({ ...off, ...(call.body as object) })));
    });
  return { put, release: () => waiting.shift()?.() };
}

describe('the Home Assistant card on the automation page', { timeout: 30_000 }, () => {
  it('shows the saved choice, what appears, the prefix and the state topic, also with no device', async () => {
    openPage({ publish: true, available: true, prefix: 'ha-test' });
    // The card sits under the empty state of the device list.
    await screen.findByRole('heading', { name: 'No devices yet' }, { timeout: 10_000 });
    const card = await findCard();
    const toggle = await card.findByRole('switch', { name: SWITCH });
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAccessibleDescription(/removes them from Home Assistant/);
    expect(card.getByText(/four sensors: VPD \(kPa\), Phase, Climate/)).toHaveTextContent(
      'No YAML needed',
    );
    expect(card.getByText(/same broker as MaryJane, with discovery on/)).toBeInTheDocument();
    expect(card.getByText('ha-test').tagName).toBe('CODE');
    expect(card.getByText('maryjane/ha/<environment id>/state').tagName).toBe('CODE');
    expect(card.queryByText(/no MQTT broker/)).toBeNull();
  });

  it('switches on at once and saves it', async () => {
    const user = userEvent.setup();
    const held = heldAnswers();
    const api = openPage(off, held.put);
    const card = await findCard();
    const toggle = await card.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    // Optimistic: on before the server answered.
    expect(toggle).toBeChecked();
    await waitFor(() => expect(api.callsTo('PUT /sensors/home-assistant')).toHaveLength(1));
    expect(api.callsTo('PUT /sensors/home-assistant')[0]?.body).toEqual({ publish: true });

    held.release();
    await findSnackbar('Your environments now appear in Home Assistant', 'success');
    expect(card.getByRole('switch', { name: SWITCH })).toBeChecked();
    expect(api.callsTo('PUT /sensors/home-assistant')).toHaveLength(1);
  });

  it('sends quick switches one after the other, the last one winning', async () => {
    const user = userEvent.setup();
    const held = heldAnswers();
    const api = openPage(off, held.put);
    const card = await findCard();
    const toggle = await card.findByRole('switch', { name: SWITCH });
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    // The second waits for the first's answer, so the server ends with the last choice.
    await waitFor(() => expect(api.callsTo('PUT /sensors/home-assistant')).toHaveLength(1));

    held.release();
    await waitFor(() => expect(api.callsTo('PUT /sensors/home-assistant')).toHaveLength(2));
    // The first answer (on) does not move the switch while the second is under way.
    expect(toggle).not.toBeChecked();
    held.release();
    await findSnackbar('Your environments were removed from Home Assistant', 'success');
    expect(api.callsTo('PUT /sensors/home-assistant').map((call) => call.body)).toEqual([
      { publish: true },
      { publish: false },
    ]);
    expect(toggle).not.toBeChecked();
  });

  it('switches off from the keyboard', async () => {
    const user = userEvent.setup();
    const api = openPage({ ...off, publish: true }, (call) =>
      ok({ ...off, ...(call.body as object) }),
    );
    const card = await findCard();
    const toggle = await card.findByRole('switch', { name: SWITCH });
    toggle.focus();
    await user.keyboard(' ');
    await findSnackbar('Your environments were removed from Home Assistant', 'success');
    expect(api.callsTo('PUT /sensors/home-assistant').map((call) => call.body)).toEqual([
      { publish: false },
    ]);
    expect(toggle).not.toBeChecked();
  });

  it('puts the switch back and says why when saving fails', async () => {
    const user = userEvent.setup();
    openPage(off, () => fail(500, 'internal_error', 'boom'));
    const card = await findCard();
    const toggle = await card.findByRole('switch', { name: SWITCH });
    await user.click(toggle);
    await findSnackbar('Server error. Please try again later', 'error');
    await waitFor(() => expect(card.getByRole('switch', { name: SWITCH })).not.toBeChecked());
  });

  it('cannot be switched on without a broker, and says why', async () => {
    const user = userEvent.setup();
    const api = openPage({ ...off, available: false });
    const card = await findCard();
    const toggle = await card.findByRole('switch', { name: SWITCH });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      'This MaryJane has no MQTT broker, so it cannot send anything to Home Assistant. Whoever runs MaryJane sets one up (MQTT_URL).',
    );
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(api.callsTo('PUT /sensors/home-assistant')).toHaveLength(0);
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    let answer = () => fail(403, 'forbidden', 'Forbidden');
    openPage(() => answer());
    const card = await findCard();
    const alert = await card.findByRole('alert');
    expect(alert).toHaveTextContent('The Home Assistant setting could not be loaded.');
    expect(alert).toHaveTextContent('You do not have permission to perform this action');
    expect(card.queryByRole('switch')).toBeNull();

    answer = () => ok(off);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card.findByRole('switch', { name: SWITCH })).not.toBeChecked();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    openPage({ ...off, available: false });
    await findPageHeading('Automatisierung');
    const card = await findCard('Home Assistant');
    const toggle = await card.findByRole('switch', {
      name: 'Meine Umgebungen in Home Assistant zeigen',
    });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/^Dieses MaryJane hat keinen MQTT-Broker/);
    expect(card.getByText(/vier Sensoren/)).toHaveTextContent('Ganz ohne YAML');
    expect(card.getByText('Discovery-Präfix')).toBeInTheDocument();
    expect(card.getByText('maryjane/ha/<Umgebungs-ID>/state')).toBeInTheDocument();
  });
});
