import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, sampleUser } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const places = {
  'GET /location/countries': () =>
    ok([
      { id: 'AT', name: 'Austria', flag: '🇦🇹', latitude: 47.3, longitude: 13.3 },
      { id: 'DE', name: 'Germany', flag: '🇩🇪', latitude: 51, longitude: 9 },
    ]),
  'GET /location/states': () =>
    ok([
      { id: 'DE-BE', countryId: 'DE', name: 'Berlin', latitude: 52.5, longitude: 13.4 },
      { id: 'DE-BY', countryId: 'DE', name: 'Bavaria', latitude: 48.8, longitude: 11.5 },
    ]),
  'GET /location/cities': () =>
    ok([
      { id: 'DE-BE:Berlin', stateId: 'DE-BE', name: 'Berlin', latitude: 52.52, longitude: 13.4 },
    ]),
};

/** The section renders once GET /user answered. */
const findField = (label: string) =>
  screen.findByLabelText(label, { selector: 'input:not([type="hidden"])' }, { timeout: 3000 });

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  const input = await findField(label);
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('location in account settings', () => {
  it('picks country, state and city from the places lists and saves their ids', async () => {
    const saved = {
      ...sampleUser,
      locationCountryId: 'DE',
      locationStateId: 'DE-BE',
      locationCityId: 'DE-BE:Berlin',
    };
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      ...places,
      'PATCH /user/location': () => ok(saved),
    });
    renderApp('/account-settings/account');
    await findPageHeading('Account settings');
    expect(await findField('State or region')).toBeDisabled();

    await choose('Country', 'Germany');
    await choose('State or region', 'Berlin');
    await choose('City', 'Berlin');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save location' }));

    await findSnackbar('Your location was saved', 'success');
    expect(api.callsTo('PATCH /user/location')[0]?.body).toEqual({
      locationCountryId: 'DE',
      locationStateId: 'DE-BE',
      locationCityId: 'DE-BE:Berlin',
    });
    expect(api.callsTo('GET /location/states')[0]?.path).toBe('/location/states');
  });

  it('clears state and city when another country is chosen', async () => {
    const berliner = {
      ...sampleUser,
      locationCountryId: 'DE',
      locationStateId: 'DE-BE',
      locationCityId: 'DE-BE:Berlin',
    };
    const api = mockApi({
      'GET /user': () => ok(berliner),
      ...places,
      'PATCH /user/location': () => ok({ ...sampleUser, locationCountryId: 'AT' }),
    });
    renderApp('/account-settings/account');
    await findPageHeading('Account settings');
    const city = await findField('City');
    await waitFor(() => expect(city).toHaveValue('Berlin'), { timeout: 3000 });
    await choose('Country', 'Austria');
    expect(await findField('State or region')).toHaveValue('');
    expect(await findField('City')).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /user/location')[0]?.body).toEqual({
        locationCountryId: 'AT',
        locationStateId: null,
        locationCityId: null,
      }),
    );
  });
});
