import type { WeatherDay } from '@maryjane/contract/weather';
import { describe, expect, it } from 'vitest';
import { createForecastCache } from './forecast-cache';
import type { Coordinates } from './open-meteo';

const day: WeatherDay = {
  date: '2026-05-04',
  temperatureMinC: 5,
  temperatureMaxC: 15,
  precipitationMm: 0,
  weatherCode: 0,
};

function cacheWith(maxPlaces: number) {
  const loaded: Coordinates[] = [];
  const cache = createForecastCache({
    now: () => new Date('2026-05-04T06:00:00Z'),
    load: async (coordinates) => {
      loaded.push(coordinates);
      return [day];
    },
    maxPlaces,
  });
  return { cache, loaded };
}

describe('forecast cache', () => {
  it('keys places by coordinates rounded to two decimals', async () => {
    const { cache, loaded } = cacheWith(10);
    await cache.forecastFor({ latitude: 52.52437, longitude: 13.41053 });
    await cache.forecastFor({ latitude: 52.5200066, longitude: 13.4091 });
    expect(loaded).toEqual([{ latitude: 52.52, longitude: 13.41 }]);
  });

  it('forgets the oldest place beyond the limit', async () => {
    const { cache, loaded } = cacheWith(2);
    const place = (latitude: number) => ({ latitude, longitude: 0 });
    await cache.forecastFor(place(1));
    await cache.forecastFor(place(2));
    await cache.forecastFor(place(3));
    expect(cache.size).toBe(2);
    await cache.forecastFor(place(3));
    await cache.forecastFor(place(2));
    expect(loaded).toHaveLength(3);
    await cache.forecastFor(place(1));
    expect(loaded).toHaveLength(4);
  });
});
