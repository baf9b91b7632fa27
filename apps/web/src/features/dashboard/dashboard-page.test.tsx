import { storageKeys } from '@maryjane/contract/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { createQueryClient } from '../../shared/query-client';
import { queryKeys } from '../../shared/query-keys';
import { fail, mockApi, ok, queriesTo } from '../../test/api-mock';
import { field } from '../../test/fields';
import { anEnvironment } from '../../test/fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import {
  aCycle,
  aDevice,
  aForecast,
  aReading,
  aSchedule,
  aSeries,
  dayFromToday,
  someReadings,
  someTotals,
} from './test-data';
import { prefetchData } from './prefetch';
import { nextTask } from '../../shared/next-task';

beforeAll(async () => {
  // The page is a lazy chunk: load it once up front, so no test waits for the first transform.
  await import('./dashboard-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

/** Mantine and the formatters keep "78 %" together with a no-break space. */
const nb = (text: string) => text.replace(/ (%|°C|mm)/g, '\u00a0$1');
const weekday = (language: string, day: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const tent = anEnvironment();
const sensor = aDevice(tent);
const medium = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const dayText = (day: string) => medium.format(new Date(`${day}T00:00:00Z`));

const rangeAsked = (path: string) => {
  const range = queriesTo(path).at(-1)?.get('range');
  return range === '7d' || range === '30d' ? range : '24h';
};

/** A grower with everything: two cycles, one tent with a sensor, weather and spend. */
function everything(overrides: Record<string, () => Response> = {}) {
  return mockApi({
    'GET /grow-cycles': () => ok([]),
    'GET /environments': () => ok([tent]),
    'GET /sensors': () => ok([sensor]),
    // The server answers for the range asked (the call is recorded before it is answered).
    [`GET /environments/${tent.id}/readings`]: () =>
      ok(someReadings(tent, { range: rangeAsked(`/environments/${tent.id}/readings`) })),
    'GET /weather': () => ok(aForecast()),
    'GET /inventory/totals': () => ok(someTotals()),
    'GET /notifications': () => ok({ items: [], unread: 0 }),
    ...overrides,
  });
}

const once = { until: null, every: null };
const card = (name: string | RegExp) => within(screen.getByRole('region', { name }));

describe('dashboard', { timeout: 20_000 }, () => {
  it('shows the cycle closest to harvest with what is due today and next', async () => {
    // The API lists the newest start first: the later harvest comes first.
    const later = aCycle({ name: 'Balcony grow', phase: 'vegetative' });
    const sooner = aCycle({
      name: 'Tent grow',
      schedule: aSchedule({
        harvest: { min: dayFromToday(9), typical: dayFromToday(11), max: dayFromToday(20) },
        daysToHarvest: 11,
        progress: 0.82,
        tasks: [
          { key: 'switchLight', phase: 'flowering', date: dayFromToday(-50), ...once },
          {
            key: 'taperFeed',
            phase: 'flowering',
            date: dayFromToday(-3),
            until: dayFromToday(10),
            every: null,
          },
          // weekly, due today: shown once, with its rhythm
          {
            key: 'checkWater',
            phase: 'vegetative',
            date: dayFromToday(-49),
            until: dayFromToday(6),
            every: 7,
          },
          { key: 'harvest', phase: 'harvest', date: dayFromToday(11), ...once },
        ],
      }),
    });
    everything({ 'GET /grow-cycles': () => ok([later, sooner]) });
    renderApp('/dashboard');
    await findPageHeading('Dashboard');
    expect(queriesTo('/grow-cycles')[0]?.get('status')).toBe('active');

    const cycle = within(await screen.findByRole('region', { name: 'Next grow cycle' }));
    const link = await cycle.findByRole('link', { name: 'Tent grow' });
    expect(link).toHaveAttribute('href', `/my/grow-cycles/${sooner.id}`);
    expect(cycle.getByText('Northern Lights by Sensi Seeds')).toBeInTheDocument();
    expect(cycle.getByText('Flowering')).toBeInTheDocument();
    expect(
      cycle.getByText(`In about 11 days (${dayText(dayFromToday(11))})`, { exact: false }),
    ).toBeInTheDocument();
    expect(
      cycle.getByRole('progressbar', { name: 'Progress of Tent grow to harvest' }),
    ).toHaveAttribute('aria-valuenow', '82');
    const today = within(cycle.getByRole('list', { name: 'Today' }));
    expect(today.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Taper the feed before the cut: give less nutrient step by step without starving the plants (a plain-water flush is not needed)',
      `Check pH and EC of your water and the runoff – every week until ${dayText(dayFromToday(6))}`,
    ]);
    expect(
      cycle.getByText(`${dayText(dayFromToday(11))}: Harvest: cut when most trichomes are milky`),
    ).toBeInTheDocument();
    expect(cycle.getByText('1 more grow cycle is running.')).toBeInTheDocument();
    expect(cycle.queryByText('Balcony grow')).toBeNull();
  });

  it('asks to move on a phase that takes too long, in one click, and follows the move', async () => {
    const user = userEvent.setup();
    const stuck = aCycle({
      name: 'Slow start',
      phase: 'germinate',
      allowedMoves: ['vegetative'],
      schedule: aSchedule({
        progress: 0.03,
        overdue: { phase: 'germinate', since: dayFromToday(-50) },
        tasks: [{ key: 'germinate', phase: 'germinate', date: dayFromToday(-57), ...once }],
      }),
    });
    const moved = aCycle({
      ...stuck,
      phase: 'vegetative',
      allowedMoves: ['flowering', 'germinate'],
      schedule: aSchedule({ progress: 0.03, overdue: null, tasks: [] }),
    });
    let cycles = [stuck];
    const api = everything({
      'GET /grow-cycles': () => ok(cycles),
      [`POST /grow-cycles/${stuck.id}/phase`]: () => {
        cycles = [moved];
        return ok(moved);
      },
    });
    renderApp('/dashboard');
    const cycle = within(await screen.findByRole('region', { name: 'Next grow cycle' }));
    expect(await cycle.findByText('Germination is taking longer than usual')).toBeInTheDocument();
    expect(cycle.getByText('Move on to Vegetative?')).toBeInTheDocument();
    await user.click(cycle.getByRole('button', { name: 'Yes, move to Vegetative' }));
    await waitFor(() => expect(cycle.queryByText(/taking longer than usual/)).toBeNull());
    expect(api.callsTo(`POST /grow-cycles/${stuck.id}/phase`)[0]?.body).toEqual({
      phase: 'vegetative',
      date: dayFromToday(0),
    });
    expect(cycle.getByText('Vegetative')).toBeInTheDocument();
  });

  it('shows the latest reading per metric with its status and target', async () => {
    everything();
    renderApp('/dashboard');
    const tiles = within(
      await screen.findByRole('list', { name: 'Latest readings in Attic tent' }, { timeout: 3000 }),
    );
    const [temperature, humidity] = tiles.getAllByRole('listitem');
    // Humidity came first from the API; the tiles keep a fixed metric order.
    expect(humidity).toHaveTextContent('Humidity');
    expect(humidity).toHaveTextContent('78 %');
    expect(within(humidity as HTMLElement).getByText('Too high')).toBeInTheDocument();
    expect(humidity).toHaveTextContent('Target 40–55 %');
    expect(humidity).toHaveTextContent('5 minutes ago');
    expect(temperature).toHaveTextContent('Air temperature');
    expect(temperature).toHaveTextContent('24.5 °C');
    expect(within(temperature as HTMLElement).getByText('In range')).toBeInTheDocument();
    expect(temperature).toHaveTextContent('Target 20–26 °C');
    expect(temperature).toHaveTextContent('2 minutes ago');
    expect(screen.getByText('Targets for the flowering phase.')).toBeInTheDocument();
    // A single environment needs no choice.
    expect(screen.queryByLabelText('Environment')).toBeNull();
  });

  it('draws each series as a chart with its values in a table', async () => {
    everything();
    renderApp('/dashboard');
    const chart = await screen.findByRole(
      'img',
      { name: 'Humidity, last 24 hours' },
      { timeout: 3000 },
    );
    expect(chart).toHaveAccessibleDescription(
      nb('Between 58 % and 80 %; most recently 78 % on average. Target: 40–55 %.'),
    );
    const line = chart.querySelector('[data-part="avg"]');
    expect(line?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(chart.querySelector('[data-part="band"]')).not.toBeNull();
    expect(chart.querySelector('[data-part="target"]')).not.toBeNull();

    const table = screen.getByRole('table', { name: 'Humidity, last 24 hours' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Average (%)', 'Lowest (%)', 'Highest (%)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['60', '58', '62'],
      ['70', '68', '72'],
      ['78', '76', '80'],
    ]);
  });

  it('asks for 7 days of readings when the range is switched', async () => {
    const user = userEvent.setup();
    everything();
    renderApp('/dashboard');
    await screen.findByRole('img', { name: 'Humidity, last 24 hours' }, { timeout: 3000 });
    expect(
      queriesTo(`/environments/${tent.id}/readings`).map((query) => query.get('range')),
    ).toEqual(['24h']);
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await screen.findByRole('img', { name: 'Humidity, last 7 days' });
    expect(queriesTo(`/environments/${tent.id}/readings`).at(-1)?.get('range')).toBe('7d');
  });

  it('refreshes the readings every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      everything();
      renderApp('/dashboard');
      await screen.findByRole('img', { name: 'Humidity, last 24 hours' }, { timeout: 3000 });
      const asked = () => queriesTo(`/environments/${tent.id}/readings`).length;
      expect(asked()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(asked()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(asked()).toBe(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('switches between environments and invites to add a sensor where there is none', async () => {
    const user = userEvent.setup();
    const bed = anEnvironment({ name: 'Garden bed', type: 'outdoorBed' });
    everything({
      'GET /environments': () => ok([tent, bed]),
      [`GET /environments/${bed.id}/readings`]: () =>
        ok(someReadings(bed, { latest: [], series: [], phase: null })),
    });
    renderApp('/dashboard');
    await screen.findByRole('list', { name: 'Latest readings in Attic tent' }, { timeout: 3000 });
    expect(screen.queryByRole('link', { name: 'Add a sensor' })).toBeNull();

    await user.click(field('Environment'));
    await user.click(await screen.findByRole('option', { name: 'Garden bed' }));
    expect(await screen.findByRole('link', { name: 'Add a sensor' })).toHaveAttribute(
      'href',
      '/my/environments',
    );
    expect(screen.getByText(/No sensor sends readings for Garden bed yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Latest readings/ })).toBeNull();
  });

  it('highlights frost ahead for plants outside', async () => {
    everything();
    renderApp('/dashboard');
    const weather = within(await screen.findByRole('region', { name: 'Weather in Hamburg' }));
    expect(weather.getByRole('alert')).toHaveTextContent(
      `Frost expected on ${weekday('en', '2026-04-14')}, −1 °C`,
    );
    const days = weather.getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[1]).toHaveAttribute('data-warning', 'frost');
    expect(days[1]).toHaveTextContent(weekday('en', '2026-04-14'));
    expect(days[1]).toHaveTextContent('Low −1 °C');
    expect(days[3]).toHaveTextContent('Rain');
    expect(days[3]).toHaveTextContent('Precipitation 4.2 mm');
  });

  it('keeps the warnings quiet when every environment is indoors', async () => {
    everything({ 'GET /weather': () => ok(aForecast({ exposed: false })) });
    renderApp('/dashboard');
    const weather = within(await screen.findByRole('region', { name: 'Weather in Hamburg' }));
    expect(weather.queryByRole('alert')).toBeNull();
    expect(
      weather.getByText('1 frost or heat day ahead; your environments are all indoors.'),
    ).toBeInTheDocument();
    expect(weather.getAllByRole('listitem')[1]).not.toHaveAttribute('data-warning');
  });

  it('asks for a place when none is saved, and stays calm when the service is down', async () => {
    everything({ 'GET /weather': () => ok({ available: false, reason: 'noLocation' }) });
    const first = renderApp('/dashboard');
    const weather = within(await screen.findByRole('region', { name: 'Weather' }));
    expect(await weather.findByRole('link', { name: 'Set your place' })).toHaveAttribute(
      'href',
      '/account-settings/account',
    );
    first.unmount();

    everything({ 'GET /weather': () => ok({ available: false, reason: 'unavailable' }) });
    renderApp('/dashboard');
    const calm = within(await screen.findByRole('region', { name: 'Weather' }));
    expect(await calm.findByText(/The forecast is not available right now/)).toBeInTheDocument();
    expect(calm.queryByRole('alert')).toBeNull();
  });

  it('shows what the grow has cost, over all and per kind', async () => {
    everything();
    renderApp('/dashboard');
    const spend = within(await screen.findByRole('region', { name: 'Spend' }));
    expect(await spend.findByText('€354.40')).toBeInTheDocument();
    expect(spend.getByText('€289.90 (3 entries)')).toBeInTheDocument();
    expect(spend.getByText('€0.00 (0 entries)')).toBeInTheDocument();
    expect(spend.getByRole('link', { name: 'Open the inventory' })).toHaveAttribute(
      'href',
      '/my/inventory/equipment',
    );
  });

  it('leads a new grower to the setup wizard', async () => {
    everything({ 'GET /environments': () => ok([]), 'GET /sensors': () => ok([]) });
    renderApp('/dashboard');
    await findPageHeading('Dashboard');
    const cycle = within(await screen.findByRole('region', { name: 'Next grow cycle' }));
    expect(await cycle.findByRole('link', { name: 'Open the setup wizard' })).toHaveAttribute(
      'href',
      '/setup-wizard',
    );
    expect(cycle.getByRole('link', { name: 'Start a grow cycle' })).toHaveAttribute(
      'href',
      '/my/grow-cycles',
    );
    const readings = card('Sensor readings');
    expect(await readings.findByRole('link', { name: 'Open the setup wizard' })).toHaveAttribute(
      'href',
      '/setup-wizard',
    );
    expect(queriesTo(`/environments/${tent.id}/readings`)).toHaveLength(0);
  });

  it('lets each card fail and retry on its own', async () => {
    const user = userEvent.setup();
    let cyclesFail = true;
    everything({
      'GET /grow-cycles': () =>
        cyclesFail ? fail(500, 'internal', 'Boom') : ok([aCycle({ name: 'Tent grow' })]),
      'GET /weather': () => fail(404, 'not_found', 'Not found'),
    });
    renderApp('/dashboard');
    const cycle = within(await screen.findByRole('region', { name: 'Next grow cycle' }));
    await cycle.findByText('This could not be loaded.', {}, { timeout: 5000 });
    // The other cards are not held back.
    expect(await card('Spend').findByText('€354.40')).toBeInTheDocument();
    expect(await card('Weather').findByRole('button', { name: 'Try again' })).toBeInTheDocument();

    cyclesFail = false;
    await user.click(cycle.getByRole('button', { name: 'Try again' }));
    expect(await cycle.findByRole('link', { name: 'Tent grow' })).toBeInTheDocument();
    // The weather card still shows its own failure.
    expect(card('Weather').getByText('This could not be loaded.')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    everything({
      [`GET /environments/${tent.id}/readings`]: () =>
        ok(
          someReadings(tent, {
            latest: [
              aReading({
                metric: 'soil_moisture',
                value: 31,
                status: 'low',
                target: { min: 40, max: 60 },
              }),
            ],
            series: [aSeries('soil_moisture', [35, 33, 31])],
          }),
        ),
    });
    renderApp('/dashboard');
    await findPageHeading('Übersicht');
    const tiles = within(
      await screen.findByRole(
        'list',
        { name: 'Neueste Messwerte in Attic tent' },
        { timeout: 3000 },
      ),
    );
    expect(tiles.getByText('Bodenfeuchte')).toBeInTheDocument();
    expect(tiles.getByText('Zu niedrig')).toBeInTheDocument();
    expect(tiles.getByText('Ziel 40–60 %')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Bodenfeuchte, letzte 24 Stunden' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(`Frost erwartet am ${weekday('de', '2026-04-14')}, −1 °C`),
    ).toBeInTheDocument();
  });
});

describe('dashboard data asked for before the page renders', { timeout: 20_000 }, () => {
  const cardRoutes = [
    'GET /grow-cycles',
    'GET /environments',
    'GET /sensors',
    `GET /environments/${tent.id}/readings`,
    'GET /weather',
    'GET /inventory/totals',
  ];

  it("asks once per card, the first environment's readings included, and renders from that", async () => {
    const api = everything({ 'GET /environments': () => ok([tent, anEnvironment()]) });
    const queryClient = createQueryClient();
    await prefetchData(queryClient);
    await waitFor(() =>
      expect(api.callsTo(`GET /environments/${tent.id}/readings`)).toHaveLength(1),
    );
    expect(queriesTo(`/environments/${tent.id}/readings`)[0]?.get('range')).toBe('24h');

    renderApp('/dashboard', queryClient);
    expect(await card('Spend').findByText('€354.40')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Latest readings in Attic tent' }, { timeout: 3000 });
    for (const route of cardRoutes) expect(api.callsTo(route), route).toHaveLength(1);
  });

  it('starts one request per task, so that none keeps a phone busy long', async () => {
    everything();
    const queryClient = createQueryClient();
    const started = prefetchData(queryClient);
    const asked = () => queryClient.getQueryCache().getAll().length;
    // The environments at once (their readings wait for them), the others after it, in turn.
    expect(asked()).toBe(1);
    await nextTask();
    expect(asked()).toBeLessThanOrEqual(3);
    await started;
    await waitFor(() => expect(asked()).toBe(6));
  });

  it('leaves a failed request to its card, which asks again', async () => {
    let environments = 0;
    const api = everything({
      'GET /environments': () =>
        ++environments === 1 ? fail(400, 'bad_request', 'No.') : ok([tent]),
    });
    const queryClient = createQueryClient();
    await prefetchData(queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.environments)?.status).toBe('error'),
    );
    expect(api.callsTo(`GET /environments/${tent.id}/readings`)).toHaveLength(0);

    renderApp('/dashboard', queryClient);
    await waitFor(() => expect(api.callsTo('GET /environments')).toHaveLength(2));
    await waitFor(() =>
      expect(api.callsTo(`GET /environments/${tent.id}/readings`)).toHaveLength(1),
    );
  });
});
