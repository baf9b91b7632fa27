import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok, sampleUser } from '../../../test/api-mock';
import { field, findSnackbar } from '../../../test/fields';
import { findPageHeading, renderApp } from '../../../test/render-app';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

/** The section renders once GET /user answered. */
const adultsField = () => waitFor(() => field('Adults in your household'), { timeout: 3000 });

describe('household in account settings', () => {
  it('explains the German plant limit and saves the number of adults', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'PATCH /user/household': () => ok({ ...sampleUser, adultsInHousehold: 3 }),
    });
    renderApp('/account-settings/account');
    await findPageHeading('Account settings');
    const adults = await adultsField();
    expect(adults).toHaveValue('1');
    expect(screen.getByText(/each adult|every adult/)).toHaveTextContent('3 plants');
    const save = screen.getByRole('button', { name: 'Save household' });
    expect(save).toBeDisabled();

    await user.clear(adults);
    await user.type(adults, '3');
    await user.click(save);
    await findSnackbar('Your household was saved', 'success');
    expect(api.callsTo('PATCH /user/household')[0]?.body).toEqual({ adultsInHousehold: 3 });
    // The saved number is the new starting point.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save household' })).toBeDisabled(),
    );
  });

  it('refuses 0 on the client and shows what the server says about the number', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'PATCH /user/household': () =>
        fail(422, 'validation_failed', 'Validation failed', [
          { field: 'adultsInHousehold', code: 'outOfRange', message: 'Too many' },
        ]),
    });
    renderApp('/account-settings/account');
    await findPageHeading('Account settings');
    const adults = await adultsField();

    await user.clear(adults);
    await user.type(adults, '0');
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    expect(field('Adults in your household')).toHaveAccessibleDescription(
      /Value must be a positive number/,
    );
    expect(api.callsTo('PATCH /user/household')).toHaveLength(0);

    await user.clear(adults);
    await user.type(adults, '21');
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    // The range comes from the contract's schema (issue 30).
    expect(field('Adults in your household')).toHaveAccessibleDescription(
      /Enter a number from 1 to 20/,
    );
    expect(api.callsTo('PATCH /user/household')).toHaveLength(0);

    await user.clear(adults);
    await user.type(adults, '2');
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    await waitFor(() => expect(api.callsTo('PATCH /user/household')).toHaveLength(1));
    await waitFor(() =>
      expect(field('Adults in your household')).toHaveAccessibleDescription(
        /This number is outside the allowed range/,
      ),
    );
  });

  it('asks whether the grower grows in Germany, on its own, and saves the answer', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user': () => ok({ ...sampleUser, locationCountryId: 'DE' }),
      'PATCH /user/household': () => ok({ ...sampleUser, growsInGermany: false }),
    });
    renderApp('/account-settings/account');
    await adultsField();
    const group = screen.getByRole('radiogroup', { name: 'Do you grow in Germany?' });
    // Not answered yet, whatever the weather location says.
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(group).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    await findSnackbar('Your household was saved', 'success');
    expect(api.callsTo('PATCH /user/household')[0]?.body).toEqual({
      adultsInHousehold: 1,
      growsInGermany: false,
    });
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('saves the price per kWh, read with a comma too, and empties it back to the default', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'PATCH /user/household': () => ok({ ...sampleUser, electricityPrice: 0.3512 }),
    });
    renderApp('/account-settings/account');
    await adultsField();
    const price = field('Electricity price (€/kWh)');
    expect(price).toHaveAttribute('placeholder', '0.38 (default)');
    expect(screen.getByRole('link', { name: 'How to find it' })).toHaveAttribute(
      'href',
      '/guides/setting-up/cutting-costs/electricity-costs-of-a-grow',
    );

    await user.type(price, '0,12345');
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    expect(field('Electricity price (€/kWh)')).toHaveAccessibleDescription(
      /^This value is not valid/,
    );
    expect(api.callsTo('PATCH /user/household')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '0,3512');
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    await findSnackbar('Your household was saved', 'success');
    expect(api.callsTo('PATCH /user/household')[0]?.body).toEqual({
      adultsInHousehold: 1,
      electricityPrice: 0.3512,
    });
    await waitFor(() => expect(field('Electricity price (€/kWh)')).toHaveValue('0.3512'));

    await user.clear(field('Electricity price (€/kWh)'));
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    await waitFor(() => expect(api.callsTo('PATCH /user/household')).toHaveLength(2));
    expect(api.callsTo('PATCH /user/household')[1]?.body).toEqual({
      adultsInHousehold: 1,
      electricityPrice: null,
    });
  });
});
