import { storageKeys } from '@maryjane/contract/constants';
import type { AlertSettings } from '@maryjane/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import {
  defaultAlertSettings,
  fail,
  mockApi,
  ok,
  sampleUser,
  type ApiCall,
} from '../../test/api-mock';
import { field, findSnackbar, noErrorSnackbar } from '../../test/fields';
import { renderApp } from '../../test/render-app';

/** Not the zone the tests run in (nor the server's default, UTC): the browser's zone is sent. */
const BROWSER_ZONE = 'Europe/Berlin';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: BROWSER_ZONE };
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The section, by its heading. */
function section(title = 'Alerts by e-mail'): HTMLElement {
  const element = screen.getByRole('heading', { name: title }).closest('section');
  if (!element) throw new Error(`No section "${title}"`);
  return element;
}
/** The section renders once GET /user and GET /user/alert-settings answered (a lazy page). */
const findMailBox = (name = 'E-mail me alerts') =>
  screen.findByRole('checkbox', { name }, { timeout: 5000 });
const saveButton = (name = 'Save e-mail alerts') => screen.getByRole('button', { name });

function openSettings(
  settings: AlertSettings = defaultAlertSettings,
  put?: (call: ApiCall) => Response,
) {
  const api = mockApi({
    'GET /user': () => ok(sampleUser),
    'GET /user/alert-settings': () => ok(settings),
    ...(put ? { 'PUT /user/alert-settings': put } : {}),
  });
  renderApp('/account-settings/account');
  return api;
}

describe('alerts by e-mail in account settings', () => {
  it('shows the saved settings, where the mails go and which zone the times are in', async () => {
    openSettings({
      mail: true,
      quietHours: { from: '23:30', to: '06:15' },
      timeZone: BROWSER_ZONE,
      language: 'en',
    });
    const mail = await findMailBox();
    expect(mail).toBeChecked();
    expect(mail).toHaveAccessibleDescription(
      /a device that has sent nothing for 30 minutes.*at most once in 6 hours/,
    );
    expect(within(section()).getByText(/mary@example\.org/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Quiet hours' })).toBeChecked();
    expect(field('From')).toHaveValue('23:30');
    expect(field('To')).toHaveValue('06:15');
    expect(
      screen.getByText('Times are in Europe/Berlin, the time zone of this device.'),
    ).toBeVisible();
    // Nothing changed yet.
    expect(saveButton()).toBeDisabled();
  });

  it('shows a loading state, then an error with a way to try again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    mockApi({
      'GET /user': () => ok(sampleUser),
      'GET /user/alert-settings': () => {
        attempts += 1;
        return attempts <= 2 ? fail(500, 'internal_error', 'boom') : ok(defaultAlertSettings);
      },
    });
    renderApp('/account-settings/account');
    expect(
      await screen.findByRole(
        'status',
        { name: 'Loading your e-mail alert settings…' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // A 5xx is retried once (after a second) before the section gives up, and says why itself.
    expect(
      await within(section()).findByText(
        'Your e-mail alert settings could not be loaded.',
        undefined,
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(noErrorSnackbar()).toBe(true);
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await findMailBox()).not.toBeChecked();
  });

  it('turns mail on with quiet hours and sends the whole settings', async () => {
    const user = userEvent.setup();
    // The server answers with what it saved.
    const api = openSettings(defaultAlertSettings, (call) => ok(call.body));
    const mail = await findMailBox();
    // Saved in UTC by a grower who never chose: no change until the grower makes one.
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByLabelText(/^From/)).not.toBeInTheDocument();

    await user.click(mail);
    expect(saveButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Quiet hours' }));
    expect(screen.getByRole('checkbox', { name: 'Quiet hours' })).toHaveAccessibleDescription(
      /Alerts in this time are mailed together when it ends/,
    );
    expect(screen.getByText(/^Times are in Europe\/Berlin/)).toBeVisible();
    await user.type(field('From'), '22:00');
    await user.type(field('To'), '07:00');
    await user.click(saveButton());

    await findSnackbar('Your e-mail alert settings were saved', 'success');
    expect(api.callsTo('PUT /user/alert-settings').map((call) => call.body)).toEqual([
      {
        mail: true,
        quietHours: { from: '22:00', to: '07:00' },
        timeZone: BROWSER_ZONE,
        language: 'en',
      },
    ]);
    // What was saved is the new starting point.
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(field('From')).toHaveValue('22:00');
  });

  it('refuses quiet hours without both times or with equal times, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = openSettings(defaultAlertSettings, () => ok(defaultAlertSettings));
    await findMailBox();

    await user.click(screen.getByRole('checkbox', { name: 'Quiet hours' }));
    await user.click(saveButton());
    expect(field('From')).toHaveAccessibleDescription('This field is required');
    expect(field('To')).toHaveAccessibleDescription('This field is required');
    // The first field with an error gets the focus.
    expect(field('From')).toHaveFocus();

    await user.type(field('From'), '22:00');
    await user.type(field('To'), '22:00');
    await user.click(saveButton());
    expect(field('From')).not.toHaveAccessibleDescription();
    expect(field('To')).toHaveAccessibleDescription(
      'Quiet hours must end at another time than they start',
    );
    expect(field('To')).toHaveFocus();
    expect(api.callsTo('PUT /user/alert-settings')).toHaveLength(0);

    // Moving the start clears it: the end follows the field it is compared with.
    await user.clear(field('From'));
    await user.type(field('From'), '21:00');
    expect(field('To')).not.toHaveAccessibleDescription();
  });

  it('puts the server’s field errors on the fields, translated', async () => {
    const user = userEvent.setup();
    const api = openSettings(defaultAlertSettings, () =>
      fail(422, 'validation_failed', 'Validation failed', [
        { field: 'quietHours.to', code: 'invalid', message: 'Invalid' },
      ]),
    );
    await findMailBox();
    await user.click(screen.getByRole('checkbox', { name: 'Quiet hours' }));
    await user.type(field('From'), '22:00');
    await user.type(field('To'), '07:00');
    await user.click(saveButton());

    await waitFor(() => expect(api.callsTo('PUT /user/alert-settings')).toHaveLength(1));
    await waitFor(() => expect(field('To')).toHaveAccessibleDescription('This value is not valid'));
    expect(field('From')).not.toHaveAccessibleDescription();
    expect(noErrorSnackbar()).toBe(true);
    // A new value replaces the server's error.
    await user.clear(field('To'));
    await user.type(field('To'), '06:00');
    expect(field('To')).not.toHaveAccessibleDescription();
  });

  it('says so when the server does not know the device’s time zone', async () => {
    const user = userEvent.setup();
    openSettings(defaultAlertSettings, () =>
      fail(422, 'validation_failed', 'Validation failed', [
        { field: 'timeZone', code: 'invalid', message: 'Invalid' },
      ]),
    );
    await user.click(await findMailBox());
    await user.click(saveButton());
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'MaryJane cannot read times in the time zone of this device (Europe/Berlin), so nothing was saved.',
    );
    expect(noErrorSnackbar()).toBe(true);
  });

  it('offers to move mails to this device’s zone and language', async () => {
    const user = userEvent.setup();
    const api = openSettings(
      { mail: true, quietHours: null, timeZone: 'America/New_York', language: 'de' },
      () => ok({ mail: true, quietHours: null, timeZone: BROWSER_ZONE, language: 'en' }),
    );
    await findMailBox();
    expect(
      screen.getByText(
        "Your alert mails use the time zone America/New_York. Save to use this device's: Europe/Berlin.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Your alert mails are in German. Save to get them in English.'),
    ).toBeVisible();
    await user.click(saveButton());
    await findSnackbar('Your e-mail alert settings were saved', 'success');
    expect(api.callsTo('PUT /user/alert-settings')[0]?.body).toEqual({
      mail: true,
      quietHours: null,
      timeZone: BROWSER_ZONE,
      language: 'en',
    });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.queryByText(/Your alert mails use the time zone/)).not.toBeInTheDocument();
  });

  it('speaks German and asks for German mails', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    const api = openSettings(defaultAlertSettings, () =>
      ok({ ...defaultAlertSettings, mail: true, timeZone: BROWSER_ZONE, language: 'de' }),
    );
    const mail = await findMailBox('Schick mir Warnungen per E-Mail');
    expect(section('Warnungen per E-Mail')).toHaveTextContent(
      'Sie gehen an mary@example.org, die E-Mail-Adresse deines Kontos.',
    );
    expect(mail).toHaveAccessibleDescription(/höchstens einmal in 6 Stunden/);

    await user.click(mail);
    await user.click(screen.getByRole('checkbox', { name: 'Ruhezeit' }));
    expect(screen.getByText(/^Die Zeiten gelten in Europe\/Berlin/)).toBeVisible();
    await user.type(field('Von'), '07:00');
    await user.type(field('Bis'), '07:00');
    await user.click(saveButton('Warnungen per E-Mail speichern'));
    expect(field('Bis')).toHaveAccessibleDescription(
      'Die Ruhezeit muss zu einer anderen Uhrzeit enden, als sie beginnt',
    );
    expect(api.callsTo('PUT /user/alert-settings')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Ruhezeit' }));
    await user.click(saveButton('Warnungen per E-Mail speichern'));
    await findSnackbar(
      'Deine Einstellungen für Warnungen per E-Mail wurden gespeichert',
      'success',
    );
    expect(api.callsTo('PUT /user/alert-settings')[0]?.body).toEqual({
      mail: true,
      quietHours: null,
      timeZone: BROWSER_ZONE,
      language: 'de',
    });
  });
});
