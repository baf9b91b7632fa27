import type { ServerResponse } from 'node:http';
import type { Environment } from '@maryjane/contract/environments';
import type { Weather } from '@maryjane/contract/weather';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuthenticate } from '../../platform/auth/authenticate';
import { SessionCache } from '../../platform/auth/session-cache';
import { errorsPlugin } from '../../platform/errors';
import { registerUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { clientFor } from '../../test/client';
import { startHttpServer, type FakeHttpServer } from '../../test/fake-servers';
import { weatherRoutes } from './routes';

// What the weather test files share: a fake Open-Meteo, and the weather routes on a test app's
// database with a clock of the test's own.

/** Open-Meteo's answer for a week in May (`daily` as asked), with frost and heat days. */
export const week = {
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
export type Behaviour =
  'week' | 'serverError' | 'notJson' | 'otherShape' | 'gapInWeek' | 'hang' | 'hold';

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export const TIMEOUT_MS = 1000;
export const minutes = (count: number) => count * 60 * 1000;

export interface WeatherRig {
  openMeteo: FakeHttpServer;
  /** The real app, which makes the growers. */
  t: TestApp;
  /** The weather routes on the test app's database, beside the real app. */
  weatherApp: FastifyInstance;
}

/** What the test file decides: the fake's behaviour and the clock, read at each request. */
export interface WeatherRigOptions {
  behaviour: () => Behaviour;
  now: () => Date;
  /** Takes the answer of a request held back ('hold'), to be released by the test. */
  hold?: (release: () => void) => void;
  /** Takes each line the weather routes log at warn and above. */
  log?: (line: string) => void;
}

export async function startWeatherRig(options: WeatherRigOptions): Promise<WeatherRig> {
  const { hold = () => undefined, log = () => undefined } = options;
  const openMeteo = await startHttpServer((_request, response) => {
    const behaviour = options.behaviour();
    if (behaviour === 'week') answer(response, 200, week);
    if (behaviour === 'serverError') answer(response, 500, { error: true, reason: 'down' });
    if (behaviour === 'notJson') answer(response, 200, '<html>busy</html>');
    if (behaviour === 'otherShape') answer(response, 200, { daily: { time: ['2026-05-04'] } });
    if (behaviour === 'gapInWeek') {
      const daily = { ...week.daily, weather_code: [...week.daily.weather_code.slice(0, 6), null] };
      answer(response, 200, { ...week, daily });
    }
    if (behaviour === 'hold') hold(() => answer(response, 200, week));
    // 'hang' never answers.
  });
  const t = await createTestApp();
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => log(line) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  await app.register(errorsPlugin);
  await app.register(weatherRoutes, {
    prefix: '/api',
    db: t.database.db,
    authenticate: createAuthenticate(t.database.db, new SessionCache()),
    weatherUrl: `${openMeteo.url}/v1/forecast`,
    now: options.now,
    timeoutMs: TIMEOUT_MS,
  });
  return { openMeteo, t, weatherApp: app };
}

export async function closeWeatherRig({ openMeteo, t, weatherApp }: WeatherRig) {
  await weatherApp.close();
  await t.close();
  await openMeteo.close();
}

export const berlin = {
  locationCountryId: 'DE',
  locationStateId: 'DE-BE',
  locationCityId: 'DE-BE:Berlin',
};

/** A new grower with the place saved in their account (or none) and these environments. */
export async function newGrower(
  { t, weatherApp }: WeatherRig,
  place: Partial<typeof berlin> | null,
  environmentTypes: string[] = [],
) {
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

export function available(weather: Weather) {
  if (!weather.available) throw new Error(`weather unavailable: ${weather.reason}`);
  return weather;
}
