import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { mockApi, ok, queriesTo } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aCycle, anEvent, noFeed } from './test-data';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const flowering = anEvent({ start: '2026-04-06', end: '2026-04-12', expected: false });
const taper = anEvent({
  kind: 'task',
  key: 'taperFeed',
  phase: 'flowering',
  start: '2026-04-10',
  end: '2026-04-11',
  expected: true,
});
const harvest = anEvent({
  kind: 'task',
  key: 'harvest',
  phase: 'harvest',
  start: '2026-05-20',
  end: '2026-05-20',
  expected: true,
});

/** The grid's cell of a day, by its <time>. */
const cellOf = (day: string) => {
  const time = document.querySelector(`td time[datetime="${day}"]`);
  if (!time?.parentElement) throw new Error(`no cell for ${day}`);
  return within(time.parentElement);
};

describe('calendar', { timeout: 20_000 }, () => {
  it('shows the month with its phases and tasks, and moves between months', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /calendar': () => ok([flowering, taper, harvest]),
      'GET /calendar/feed': () => ok(noFeed),
      'GET /grow-cycles': () => ok([aCycle()]),
    });
    renderApp('/my/calendar?month=2026-04');
    await findPageHeading('Grow calendar');
    expect(screen.getByRole('heading', { level: 2, name: 'April 2026' })).toBeInTheDocument();
    // Weeks start on Sunday in English: the grid runs from 29 March to 2 May.
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers[0]).toBe('Sun');
    await waitFor(() => expect(queriesTo('/calendar')[0]?.get('from')).toBe('2026-03-29'));
    expect(queriesTo('/calendar')[0]?.get('to')).toBe('2026-05-02');

    await waitFor(() =>
      expect(cellOf('2026-04-10').getByText(/Flowering · Tent grow/)).toBeVisible(),
    );
    expect(cellOf('2026-04-10').getByText('Taper feeding · Tent grow')).toBeInTheDocument();
    expect(cellOf('2026-04-12').getByText(/Flowering · Tent grow/)).toBeInTheDocument();
    expect(cellOf('2026-04-13').queryByText(/Flowering/)).toBeNull();
    expect(cellOf('2026-04-12').queryByText(/Taper feeding/)).toBeNull();

    // The list below names each event once, with its days; May's harvest is not in April.
    const agenda = within(screen.getByRole('list', { name: 'Phases and steps this month' }));
    expect(agenda.getAllByRole('listitem')).toHaveLength(2);
    expect(
      agenda.getByText(
        'Taper the feed before the cut: give less nutrient step by step without starving the plants (a plain-water flush is not needed)',
      ),
    ).toBeInTheDocument();
    expect(agenda.getAllByRole('link', { name: 'Tent grow' })[0]).toHaveAttribute(
      'href',
      `/my/grow-cycles/${flowering.cycleId}`,
    );

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'May 2026' })).toBeInTheDocument();
    await waitFor(() => expect(queriesTo('/calendar').at(-1)?.get('from')).toBe('2026-04-26'));
    expect(queriesTo('/calendar').at(-1)?.get('to')).toBe('2026-06-06');
  });

  it('shows a weekly task on its days in the grid and once in the list', async () => {
    const check = anEvent({
      kind: 'task',
      key: 'checkWater',
      phase: 'vegetative',
      start: '2026-03-11',
      end: '2026-06-20',
      every: 7,
      expected: true,
    });
    mockApi({
      'GET /calendar': () => ok([check]),
      'GET /calendar/feed': () => ok(noFeed),
      'GET /grow-cycles': () => ok([aCycle()]),
    });
    renderApp('/my/calendar?month=2026-04');
    await findPageHeading('Grow calendar');
    await waitFor(() => expect(cellOf('2026-04-01').getByText(/pH\/EC/)).toBeVisible());
    for (const day of ['2026-04-08', '2026-04-15', '2026-04-22', '2026-04-29']) {
      expect(cellOf(day).getByText('Check pH/EC · Tent grow')).toBeInTheDocument();
    }
    expect(cellOf('2026-04-02').queryByText(/pH\/EC/)).toBeNull();
    const agenda = within(screen.getByRole('list', { name: 'Phases and steps this month' }));
    expect(agenda.getAllByRole('listitem')).toHaveLength(1);
    expect(
      agenda.getByText(
        'Check pH and EC of your water and the runoff – every week until Jun 20, 2026',
      ),
    ).toBeInTheDocument();
  });

  it('starts weeks on Monday in German', async () => {
    await changeLanguage('de');
    mockApi({ 'GET /calendar': () => ok([flowering]), 'GET /calendar/feed': () => ok(noFeed) });
    renderApp('/my/calendar?month=2026-04');
    await findPageHeading('Grow-Kalender');
    expect((await screen.findAllByRole('columnheader'))[0]?.textContent).toMatch(/^Mo\.?$/);
    await waitFor(() => expect(queriesTo('/calendar')[0]?.get('from')).toBe('2026-03-30'));
    expect(await screen.findAllByText(/Blüte · Tent grow/)).not.toHaveLength(0);
  });

  it('starts weeks on Monday in English for a reader outside the US (en-GB)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    mockApi({ 'GET /calendar': () => ok([flowering]), 'GET /calendar/feed': () => ok(noFeed) });
    renderApp('/my/calendar?month=2026-04');
    await findPageHeading('Grow calendar');
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await waitFor(() => expect(queriesTo('/calendar')[0]?.get('from')).toBe('2026-03-30'));
    expect(queriesTo('/calendar')[0]?.get('to')).toBe('2026-05-03');
  });

  it('shows the private feed address once, right after it was made', async () => {
    const user = userEvent.setup();
    const url = 'https://maryjane.example/api/calendar/feed/abc123.ics';
    let feed = noFeed;
    const api = mockApi({
      'GET /calendar': () => ok([]),
      'GET /calendar/feed': () => ok(feed),
      'POST /calendar/feed': () => {
        feed = { active: true, language: 'en', createdAt: '2026-04-02T09:00:00.000Z' };
        return ok({ ...feed, url }, 201);
      },
      'DELETE /calendar/feed': () => {
        feed = noFeed;
        return new Response(null, { status: 204 });
      },
    });
    const view = renderApp('/my/calendar?month=2026-04');
    const card = within(
      await screen.findByRole('region', { name: "Subscribe in your phone's calendar" }),
    );
    await user.click(await card.findByRole('button', { name: 'Create calendar address' }));
    await findSnackbar('Your calendar address was created', 'success');
    expect(api.callsTo('POST /calendar/feed')[0]?.body).toEqual({ language: 'en' });
    expect(card.getAllByDisplayValue(url)).toHaveLength(1);
    expect(card.getByRole('textbox', { name: 'Calendar address (iCal)' })).toHaveAttribute(
      'readonly',
    );
    expect(card.getByText(/anyone who has it can see your grow calendar/)).toBeInTheDocument();
    expect(card.getByText(/active since Apr 2, 2026/)).toBeInTheDocument();
    view.unmount();

    // Back on the page later, the address is not shown again; it can be replaced or revoked.
    renderApp('/my/calendar?month=2026-04');
    const again = within(
      await screen.findByRole('region', { name: "Subscribe in your phone's calendar" }),
    );
    expect(await again.findByText(/active since/)).toBeInTheDocument();
    expect(again.queryByDisplayValue(url)).toBeNull();
    await user.click(again.getByRole('button', { name: 'Revoke' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Revoke the calendar address?' }),
    );
    expect(api.callsTo('DELETE /calendar/feed')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));
    await findSnackbar('Your calendar address no longer works', 'success');
    expect(api.callsTo('DELETE /calendar/feed')).toHaveLength(1);
    expect(
      await again.findByRole('button', { name: 'Create calendar address' }),
    ).toBeInTheDocument();
  });

  it('leads a grower without grow cycles to the setup wizard', async () => {
    mockApi({
      'GET /calendar': () => ok([]),
      'GET /calendar/feed': () => ok(noFeed),
      'GET /grow-cycles': () => ok([]),
    });
    renderApp('/my/calendar');
    await findPageHeading('Grow calendar');
    expect(
      await screen.findByRole('heading', { name: 'Nothing on the calendar yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the setup wizard' })).toHaveAttribute(
      'href',
      '/setup-wizard',
    );
    expect(screen.queryByRole('list', { name: /Phases and steps/ })).toBeNull();
  });
});
