import { storageKeys } from '@maryjane/contract/constants';
import type { JournalEntry } from '@maryjane/contract/grow-cycles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../shared/offline/app-outbox';
import { localToday } from '../../shared/ui/dates';
import { mockApi, ok } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aCycle, aJournalEntry } from './test-data';

// Issue 26: one tap on the dashboard records a watering or the last feed for a whole cycle.

beforeAll(async () => {
  await import('./dashboard-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

afterEach(async () => {
  for (const item of outbox.items()) await outbox.discard(item.key);
});

const cycle = aCycle({ name: 'Tent grow' });
const entry = (over: Partial<JournalEntry>) => aJournalEntry({ cycleId: cycle.id, ...over });
const journal = [
  entry({ kind: 'water', amountL: 2 }),
  entry({ kind: 'feed', amountL: 1, ph: 6.1, ec: 1.2, plantId: crypto.randomUUID() }),
];

function dashboard(post: () => Response | Promise<Response>) {
  return mockApi({
    'GET /grow-cycles': () => ok([cycle]),
    [`GET /grow-cycles/${cycle.id}/journal`]: () => ok(journal),
    [`POST /grow-cycles/${cycle.id}/journal`]: post,
    'DELETE /journal/made-entry-id': () => new Response(null, { status: 204 }),
    'GET /notifications': () => ok({ items: [], unread: 0 }),
  });
}

/** The whole web suite runs beside other work on two cores: a write may take over a second. */
const slow = { timeout: 5_000 };

const quick = async () =>
  within(await screen.findByRole('group', { name: 'Quick entries for Tent grow' }));

/** The button as it is once the cycle's journal is in, found again right before the tap. */
const enabledButton = (name: string) =>
  waitFor(async () => {
    const button = (await quick()).getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  }, slow);

describe('quick entries', { timeout: 20_000 }, () => {
  it('waters the whole cycle with the last litres in one tap, with an undo', async () => {
    const api = dashboard(() => ok(entry({ id: 'made-entry-id' }), 201));
    renderApp('/dashboard');
    await findPageHeading('Dashboard');
    await userEvent.click(await enabledButton('Watered 2 L'));
    await waitFor(
      () => expect(api.callsTo(`POST /grow-cycles/${cycle.id}/journal`)).toHaveLength(1),
      slow,
    );
    const [call] = api.callsTo(`POST /grow-cycles/${cycle.id}/journal`);
    expect(call?.body).toEqual({ date: localToday(), kind: 'water', plantId: null, amountL: 2 });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    await findSnackbar('Tent grow: watered 2 L', 'success');

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('DELETE /journal/made-entry-id')).toHaveLength(1), slow);
  });

  it('repeats the last feed’s litres, pH and EC for the whole cycle', async () => {
    const api = dashboard(() => ok(entry({ id: 'made-entry-id', kind: 'feed' }), 201));
    renderApp('/dashboard');
    await userEvent.click(await enabledButton('Fed'));
    await waitFor(
      () => expect(api.callsTo(`POST /grow-cycles/${cycle.id}/journal`)).toHaveLength(1),
      slow,
    );
    expect(api.callsTo(`POST /grow-cycles/${cycle.id}/journal`)[0]?.body).toEqual({
      date: localToday(),
      kind: 'feed',
      plantId: null,
      amountL: 1,
      ph: 6.1,
      ec: 1.2,
    });
  });

  it('opens the journal form on a feed when the cycle was never fed', async () => {
    const api = mockApi({
      'GET /grow-cycles': () => ok([cycle]),
      [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([]),
      'GET /notifications': () => ok({ items: [], unread: 0 }),
    });
    const { router } = renderApp('/dashboard');
    expect(await (await quick()).findByRole('button', { name: 'Watered 1.5 L' })).toBeVisible();
    const fed = (await quick()).getByRole('button', { name: 'Fed' });
    await waitFor(() => expect(fed).toBeEnabled());
    await userEvent.click(fed);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my/grow-cycles/${cycle.id}`));
    expect(api.callsTo(`POST /grow-cycles/${cycle.id}/journal`)).toHaveLength(0);
  });

  it('keeps the entry on the device without a connection, shows it waiting, and undoes it', async () => {
    dashboard(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/dashboard');
    const row = await quick();
    await userEvent.click(row.getByRole('button', { name: 'Change the litres for Tent grow' }));
    const litres = await screen.findByRole('textbox', { name: 'Litres for the whole cycle' });
    await userEvent.clear(litres);
    await userEvent.type(litres, '3,5');
    await userEvent.click(screen.getByRole('button', { name: 'Record watering' }));
    expect(
      await screen.findByText(
        'Tent grow: watered 3.5 L – saved on this device; it will be sent when you are online',
      ),
    ).toBeVisible();
    expect(await screen.findByText('1 entry waiting to be sent')).toBeVisible();
    expect(outbox.items()).toMatchObject([{ kind: 'journal', body: { amountL: 3.5 } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('1 entry waiting to be sent')).toBeNull());
    expect(outbox.items()).toEqual([]);
  });
});
