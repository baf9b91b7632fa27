import { storageKeys } from '@maryjane/contract/constants';
import { addDays } from '@maryjane/contract/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { mockApi, ok } from '../../test/api-mock';
import { field } from '../../test/fields';
import { renderApp } from '../../test/render-app';
import { aCycle, aPlant } from './test-data';
import { localToday } from '../../shared/ui/dates';

// Dates are never replaced silently (issue 25): a typed day that does not exist or lies in the
// future gets a field error, stays as typed and is never sent.

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const today = localToday();
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;
const deDate = (day: string) => `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const flowering = aCycle({
  phase: 'flowering',
  startDate: addDays(today, -60),
  reached: { vegetative: addDays(today, -57), flowering: addDays(today, -20) },
  lastMove: 'forward',
});

function detailApi() {
  return mockApi({
    [`GET /grow-cycles/${flowering.id}`]: () => ok(flowering),
    'GET /plants': () => ok([aPlant(flowering, 1)]),
    [`GET /grow-cycles/${flowering.id}/journal`]: () => ok([]),
    [`POST /grow-cycles/${flowering.id}/phase`]: () => ok(flowering),
  });
}

const moveUrl = `POST /grow-cycles/${flowering.id}/phase`;

describe('the move dialog’s day', { timeout: 20_000 }, () => {
  it('shows an impossible or future day as an error, keeps it and sends nothing', async () => {
    const user = userEvent.setup();
    const api = detailApi();
    renderApp(`/my/grow-cycles/${flowering.id}`);
    await user.click(
      await screen.findByRole('button', { name: 'Move to Harvest' }, { timeout: 5000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Move to Harvest' }));
    const day = field('Day of the change');

    await user.clear(day);
    await user.type(day, '02/31/2026');
    await user.tab();
    expect(day).toHaveValue('02/31/2026');
    await user.click(dialog.getByRole('button', { name: 'Move to Harvest' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription(/^Please enter a valid date/));
    expect(day).toHaveValue('02/31/2026');

    await user.clear(day);
    await user.type(day, usDate(addDays(today, 3)));
    await user.tab();
    await user.click(dialog.getByRole('button', { name: 'Move to Harvest' }));
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(/^The date cannot be in the future/),
    );
    expect(day).toHaveValue(usDate(addDays(today, 3)));
    expect(api.callsTo(moveUrl)).toEqual([]);
  });

  it('says so in German too', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    const api = detailApi();
    renderApp(`/my/grow-cycles/${flowering.id}`);
    await user.click(
      await screen.findByRole('button', { name: 'Weiter zu: Ernte' }, { timeout: 5000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Weiter zu: Ernte' }));
    const day = field('Tag des Wechsels');
    await user.clear(day);
    await user.type(day, '31.02.2026');
    await user.click(dialog.getByRole('button', { name: 'Weiter zu: Ernte' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription(/^Bitte gib ein gültiges Datum/));
    await user.clear(day);
    await user.type(day, deDate(addDays(today, 3)));
    await user.click(dialog.getByRole('button', { name: 'Weiter zu: Ernte' }));
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(/^Das Datum darf nicht in der Zukunft liegen/),
    );
    expect(api.callsTo(moveUrl)).toEqual([]);
  });
});
