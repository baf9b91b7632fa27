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

  it('finds a place by its other names, without regard to accents (issue 30)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /user': () => ok({ ...sampleUser, locationCountryId: 'DE', locationStateId: 'DE-BY' }),
      'GET /location/countries': () =>
        ok([
          { id: 'AT', name: 'Austria', flag: '🇦🇹', latitude: 47.3, longitude: 13.3 },
          {
            id: 'DE',
            name: 'Germany',
            flag: '🇩🇪',
            latitude: 51,
            longitude: 9,
            otherNames: ['Deutschland'],
          },
        ]),
      'GET /location/states': () =>
        ok([
          {
            id: 'DE-BY',
            countryId: 'DE',
            name: 'Bavaria',
            latitude: 48.8,
            longitude: 11.5,
            otherNames: ['Bayern'],
          },
        ]),
      'GET /location/cities': () =>
        ok([
          {
            id: 'DE-BY:Augsburg',
            stateId: 'DE-BY',
            name: 'Augsburg',
            latitude: 48.4,
            longitude: 10.9,
          },
          {
            id: 'DE-BY:Munich',
            stateId: 'DE-BY',
            name: 'Munich',
            latitude: 48.1,
            longitude: 11.6,
            otherNames: ['München'],
          },
          {
            id: 'DE-BY:Nürnberg',
            stateId: 'DE-BY',
            name: 'Nürnberg',
            latitude: 49.5,
            longitude: 11.1,
          },
        ]),
    });
    renderApp('/account-settings/account');
    await findPageHeading('Account settings');
    const city = await findField('City');
    await waitFor(() => expect(city).toBeEnabled());

    const shownFor = async (text: string) => {
      await user.clear(city);
      await user.type(city, text);
      return screen.queryAllByRole('option').map((option) => option.textContent);
    };
    expect(await shownFor('München')).toEqual(['Munich']);
    expect(await shownFor('munchen')).toEqual(['Munich']);
    expect(await shownFor('Muenchen')).toEqual(['Munich']);
    expect(await shownFor('nurnberg')).toEqual(['Nürnberg']);
    expect(await shownFor('Nuernberg')).toEqual(['Nürnberg']);
    await user.click(await screen.findByRole('option', { name: 'Nürnberg' }));
    expect(city).toHaveValue('Nürnberg');

    const country = await findField('Country');
    await user.clear(country);
    await user.type(country, 'deutsch');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Germany']);
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
