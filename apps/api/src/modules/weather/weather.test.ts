import { outdoorEnvironmentTypes } from '@maryjane/contract/environments';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { NotificationList } from '@maryjane/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import type { FakeHttpServer } from '../../test/fake-servers';
import { must } from '../../test/must';
import {
  available,
  berlin,
  closeWeatherRig,
  minutes,
  newGrower,
  startWeatherRig,
  week,
  type Behaviour,
  type WeatherRig,
} from './test-fixtures';

// The week's forecast a grower gets, with its warnings and where it is for. How the server calls
// Open-Meteo (failures, the hourly cache, one call at a time) is in weather-fetching.test.ts.

let behaviour: Behaviour;
let clock = new Date('2026-05-04T04:00:00.000Z');
let rig: WeatherRig;
let openMeteo: FakeHttpServer;
let weatherApp: FastifyInstance;

beforeAll(async () => {
  rig = await startWeatherRig({ behaviour: () => behaviour, now: () => clock });
  ({ openMeteo, weatherApp } = rig);
});
afterAll(() => closeWeatherRig(rig));
beforeEach(() => {
  // Each test starts after the forecasts cached by the ones before it have gone stale.
  clock = new Date(clock.getTime() + minutes(120));
  openMeteo.requests.length = 0;
  behaviour = 'week';
});

const grower = (place: Partial<typeof berlin> | null, environmentTypes: string[] = []) =>
  newGrower(rig, place, environmentTypes);

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

  it('leaves out a day Open-Meteo has no values for', async () => {
    behaviour = 'gapInWeek';
    const weather = available(await (await grower(berlin)).getWeather());
    expect(weather.days.map((day) => day.date)).toEqual(week.daily.time.slice(0, 6));
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
