import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttpServer } from '../../test/fake-servers';
import {
  available,
  berlin,
  closeWeatherRig,
  minutes,
  newGrower,
  startWeatherRig,
  TIMEOUT_MS,
  type Behaviour,
  type WeatherRig,
} from './test-fixtures';

// How the server calls Open-Meteo: a failure answers "unavailable" and is not cached, a forecast
// is asked for once an hour per place, and requests that arrive together make one call.

let behaviour: Behaviour;
let held: (() => void)[] = [];
let clock = new Date('2026-05-04T04:00:00.000Z');
let rig: WeatherRig;
let openMeteo: FakeHttpServer;
let logLines: string[] = [];

beforeAll(async () => {
  rig = await startWeatherRig({
    behaviour: () => behaviour,
    now: () => clock,
    hold: (release) => held.push(release),
    log: (line) => logLines.push(line),
  });
  ({ openMeteo } = rig);
});
afterAll(() => closeWeatherRig(rig));
beforeEach(() => {
  // Each test starts after the forecasts cached by the ones before it have gone stale.
  clock = new Date(clock.getTime() + minutes(120));
  openMeteo.requests.length = 0;
  behaviour = 'week';
  held = [];
  logLines = [];
});

const grower = (place: Partial<typeof berlin> | null, environmentTypes: string[] = []) =>
  newGrower(rig, place, environmentTypes);

describe('GET /api/weather', () => {
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
});
