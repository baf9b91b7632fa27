import type { ServerResponse } from 'node:http';
import { outdoorEnvironmentTypes, type Environment } from '@maryjane/contract/environments';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { NotificationList } from '@maryjane/contract/notifications';
import type { Weather } from '@maryjane/contract/weather';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthenticate } from '../../platform/auth/authenticate';
import { errorsPlugin } from '../../platform/errors';
import { bearer, registerUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { clientFor } from '../../test/client';
import { startHttpServer, type FakeHttpServer } from '../../test/fake-servers';
import { must } from '../../test/must';
import { weatherRoutes } from './routes';

/** Open-Meteo's answer for a week in May (`daily` as asked), with frost and heat days. */
const week = {
  latitude: 52.52,
  longitude: 13.419998,
  timezone: 'Europe/Berlin',
  daily_units: { time: 'iso8601', temperature_2m_max: '°C', temperature_2m_min: '°C' },
  daily: {
    time: [
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
    ],
    temperature_2m_max: [12.4, 14, 18.2, 32, 31.9, 35.2, 20],
    temperature_2m_min: [-1.5, 2, 2.1, 15, 16.3, 19, 10],
    precipitation_sum: [0, 3.2, 0.4, 0, 0, 12.5, 1],
    weather_code: [0, 61, 3, 1, 2, 95, 80],
  },
};

/** What the fake Open-Meteo does with the next requests. */
type Behaviour = 'week' | 'serverError' | 'notJson' | 'otherShape' | 'gapInWeek' | 'hang' | 'hold';
let behaviour: Behaviour;
let held: (() => void)[] = [];

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const TIMEOUT_MS = 1000;
const minutes = (count: number) => count * 60 * 1000;
let clock = new Date('2026-05-04T04:00:00.000Z');

let openMeteo: FakeHttpServer;
let t: TestApp;
/** The weather routes on the test app's database, beside the real app that makes the growers. */
let weatherApp: FastifyInstance;
let logLines: string[] = [];

beforeAll(async () => {
  openMeteo = await startHttpServer((_request, response) => {
    if (behaviour === 'week') answer(response, 200, week);
    if (behaviour === 'serverError') answer(response, 500, { error: true, reason: 'down' });
    if (behaviour === 'notJson') answer(response, 200, '<html>busy</html>');
    if (behaviour === 'otherShape') answer(response, 200, { daily: { time: ['2026-05-04'] } });
    if (behaviour === 'gapInWeek') {
      const daily = { ...week.daily, weather_code: [...week.daily.weather_code.slice(0, 6), null] };
      answer(response, 200, { ...week, daily });
    }
    if (behaviour === 'hold') held.push(() => answer(response, 200, week));
    // 'hang' never answers.
  });
  t = await createTestApp();
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  await app.register(errorsPlugin);
  await app.register(weatherRoutes, {
    prefix: '/api',
    db: t.database.db,
    authenticate: createAuthenticate(t.database.db),
    weatherUrl: `${openMeteo.url}/v1/forecast`,
    now: () => clock,
    timeoutMs: TIMEOUT_MS,
  });
  weatherApp = app;
});
afterAll(async () => {
  await weatherApp.close();
  await t.close();
  await openMeteo.close();
});
beforeEach(() => {
  // Each test starts after the forecasts cached by the ones before it have gone stale.
  clock = new Date(clock.getTime() + minutes(120));
  openMeteo.requests.length = 0;
  behaviour = 'week';
  held = [];
  logLines = [];
});

const berlin = {
  locationCountryId: 'DE',
  locationStateId: 'DE-BE',
  locationCityId: 'DE-BE:Berlin',
};

/** A new grower with the place saved in their account (or none) and these environments. */
async function grower(place: Partial<typeof berlin> | null, environmentTypes: string[] = []) {
  const { token } = await registerUser(t);
  const app = clientFor(t, token);
  if (place) {
    await app.patch('/api/user/location', {
      locationCountryId: null,
      locationStateId: null,
      locationCityId: null,
      ...place,
    });
  }
  for (const type of environmentTypes) {
    await app.post<Environment>('/api/environments', { name: type, type, location: 'Home' });
  }
  const weather = clientFor({ ...t, app: weatherApp }, token);
  return { app, weather, getWeather: () => weather.get<Weather>('/api/weather') };
}

function available(weather: Weather) {
  if (!weather.available) throw new Error(`weather unavailable: ${weather.reason}`);
  return weather;
}

describe('GET /api/weather', () => {
  it('gives the week at the saved city, asking Open-Meteo for its coordinates', async () => {
    const mary = await grower(berlin);
    const weather = available(await mary.getWeather());

    expect(weather.place.name).toBe('Berlin');
    expect(weather.place.latitude).toBeCloseTo(52.52437, 5);
    expect(weather.place.longitude).toBeCloseTo(13.41053, 5);
    expect(weather.fetchedAt).toBe(clock.toISOString());
    expect(weather.days).toHaveLength(7);
    expect(weather.days[0]).toEqual({
      date: '2026-05-04',
      temperatureMinC: -1.5,
      temperatureMaxC: 12.4,
      precipitationMm: 0,
      weatherCode: 0,
    });
    expect(weather.days[6]).toEqual({
      date: '2026-05-10',
      temperatureMinC: 10,
      temperatureMaxC: 20,
      precipitationMm: 1,
      weatherCode: 80,
    });

    expect(openMeteo.requests).toHaveLength(1);
    const url = new URL(must(openMeteo.requests[0]).url, openMeteo.url);
    expect(url.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: '52.52',
      longitude: '13.41',
      daily: 'temperature_2m_max,temperature_2m_min,precipitation_sum,weather_code',
      timezone: 'auto',
      forecast_days: '7',
    });
  });

  it('warns of each frosty night and each hot day, at the thresholds too', async () => {
    const weather = available(await (await grower(berlin)).getWeather());
    expect(weather.warnings).toEqual([
      { kind: 'frost', date: '2026-05-04', temperatureC: -1.5 },
      { kind: 'frost', date: '2026-05-05', temperatureC: 2 },
      { kind: 'heat', date: '2026-05-07', temperatureC: 32 },
      { kind: 'heat', date: '2026-05-09', temperatureC: 35.2 },
    ]);
  });

  it('puts each warning in an exposed grower’s notifications once', async () => {
    const indoor = await grower(berlin, ['tent']);
    await indoor.getWeather();
    const outdoor = await grower(berlin, ['greenhouse']);
    await outdoor.getWeather();
    clock = new Date(clock.getTime() + minutes(120));
    await outdoor.getWeather();
    const bell = async (client: typeof outdoor) =>
      (await client.app.get<NotificationList>('/api/notifications')).items.map(
        (item) => `${item.weather} ${item.day} ${item.value}`,
      );
    expect(await bell(indoor)).toEqual([]);
    expect((await bell(outdoor)).sort()).toEqual([
      'frost 2026-05-04 -1.5',
      'frost 2026-05-05 2',
      'heat 2026-05-07 32',
      'heat 2026-05-09 35.2',
    ]);
  });

  it('uses the state without a city, and the country without a state', async () => {
    const bavaria = available(
      await (await grower({ locationCountryId: 'DE', locationStateId: 'DE-BY' })).getWeather(),
    );
    expect(bavaria.place).toMatchObject({ name: 'Bavaria' });
    expect(bavaria.place.latitude).toBeCloseTo(48.79, 1);
    const germany = available(await (await grower({ locationCountryId: 'DE' })).getWeather());
    expect(germany.place).toEqual({ name: 'Germany', latitude: 51, longitude: 9 });
    const asked = openMeteo.requests.map((request) => new URL(request.url, openMeteo.url));
    expect(asked.map((url) => url.searchParams.get('latitude'))).toEqual([
      bavaria.place.latitude.toFixed(2),
      '51',
    ]);
  });

  it('says noLocation without asking Open-Meteo when no place is saved', async () => {
    expect(await (await grower(null)).getWeather()).toEqual({
      available: false,
      reason: 'noLocation',
    });
    expect(openMeteo.requests).toHaveLength(0);
  });

  it.each([
    ['answers 500', 'serverError'],
    ['answers with something that is not JSON', 'notJson'],
    ['answers JSON of another shape', 'otherShape'],
    ['does not answer within the timeout', 'hang'],
  ] as const)('says unavailable and logs a warning when Open-Meteo %s', async (_what, failure) => {
    const mary = await grower(berlin);
    behaviour = failure;
    const started = Date.now();
    expect(await mary.getWeather()).toEqual({ available: false, reason: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(logLines.join('\n')).toContain('Weather forecast unavailable');

    // A failure is not cached: the next request asks again.
    behaviour = 'week';
    expect((await mary.getWeather()).available).toBe(true);
    expect(openMeteo.requests).toHaveLength(2);
  });

  it('leaves out a day Open-Meteo has no values for', async () => {
    behaviour = 'gapInWeek';
    const weather = available(await (await grower(berlin)).getWeather());
    expect(weather.days.map((day) => day.date)).toEqual(week.daily.time.slice(0, 6));
  });

  it('asks Open-Meteo once an hour per place, whoever asks', async () => {
    const mary = await grower(berlin);
    const otto = await grower(berlin);
    const fetchedAt = clock.toISOString();
    expect(available(await mary.getWeather()).fetchedAt).toBe(fetchedAt);

    clock = new Date(clock.getTime() + minutes(59));
    expect(available(await otto.getWeather()).fetchedAt).toBe(fetchedAt);
    expect(available(await mary.getWeather()).fetchedAt).toBe(fetchedAt);
    expect(openMeteo.requests).toHaveLength(1);

    clock = new Date(clock.getTime() + minutes(1));
    expect(available(await otto.getWeather()).fetchedAt).toBe(clock.toISOString());
    expect(openMeteo.requests).toHaveLength(2);
  });

  it('makes one call for requests that arrive while the forecast is being fetched', async () => {
    const mary = await grower(berlin);
    const otto = await grower(berlin);
    behaviour = 'hold';
    const both = Promise.all([mary.getWeather(), otto.getWeather(), mary.getWeather()]);
    // Give the other requests time to reach Open-Meteo too, were they to ask on their own.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    held.forEach((release) => release());
    const answers = await both;
    expect(answers.map((weather) => weather.available)).toEqual([true, true, true]);
    expect(openMeteo.requests).toHaveLength(1);
  });

  it('counts the grower exposed only with a greenhouse, outdoor bed or balcony', async () => {
    const indoor = await grower(berlin, ['tent', 'room', 'cabinet']);
    expect(available(await indoor.getWeather()).exposed).toBe(false);
    for (const type of outdoorEnvironmentTypes) {
      const outdoor = await grower(berlin, ['tent', type]);
      expect(available(await outdoor.getWeather()).exposed, type).toBe(true);
    }
    // Another grower's greenhouse does not count.
    expect(available(await indoor.getWeather()).exposed).toBe(false);
  });

  it('needs a session', async () => {
    const anonymous = await weatherApp.inject({ method: 'GET', url: '/api/weather' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(ErrorCode.unauthorized);
    const unknown = await weatherApp.inject({
      method: 'GET',
      url: '/api/weather',
      headers: bearer('not-a-session'),
    });
    expect(unknown.statusCode).toBe(401);
    expect(openMeteo.requests).toHaveLength(0);
  });
});
