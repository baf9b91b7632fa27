import type { WeatherDay } from '@maryjane/contract/weather';
import type { Coordinates } from './open-meteo';

/** Open-Meteo updates its models about hourly; growers on the same place share one answer. */
export const FORECAST_MAX_AGE_MS = 60 * 60 * 1000;
/** Bounds the memory the cache takes (a forecast is well under 1 kB). */
export const FORECAST_MAX_PLACES = 1000;

export interface CachedForecast {
  days: WeatherDay[];
  fetchedAt: Date;
}

export interface ForecastCacheOptions {
  /** Fetches the forecast for (rounded) coordinates; rejects when it cannot. */
  load: (coordinates: Coordinates) => Promise<WeatherDay[]>;
  now: () => Date;
  maxAgeMs?: number;
  maxPlaces?: number;
}

// Two decimals are about a kilometre: finer than the weather models' grid.
const round = (degrees: number) => Number(degrees.toFixed(2));

/**
 * Forecasts kept in memory per place for an hour. The entry holds the promise, so requests for a
 * place that arrive while its forecast is being fetched share that one fetch. A failed fetch is
 * not kept: the next request tries again.
 */
export function createForecastCache({
  load,
  now,
  maxAgeMs = FORECAST_MAX_AGE_MS,
  maxPlaces = FORECAST_MAX_PLACES,
}: ForecastCacheOptions) {
  // A Map iterates in insertion order and a refresh re-inserts: the first key is the oldest.
  const entries = new Map<string, { fetchedAt: Date; forecast: Promise<CachedForecast> }>();

  function forecastFor(coordinates: Coordinates): Promise<CachedForecast> {
    const rounded = {
      latitude: round(coordinates.latitude),
      longitude: round(coordinates.longitude),
    };
    const key = `${rounded.latitude},${rounded.longitude}`;
    const requestedAt = now();
    const cached = entries.get(key);
    if (cached && requestedAt.getTime() - cached.fetchedAt.getTime() < maxAgeMs) {
      return cached.forecast;
    }
    const fetchedAt = requestedAt;
    const entry = { fetchedAt, forecast: load(rounded).then((days) => ({ days, fetchedAt })) };
    entries.delete(key);
    entries.set(key, entry);
    entry.forecast.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxPlaces) break;
      entries.delete(oldest);
    }
    return entry.forecast;
  }

  return {
    forecastFor,
    /** How many places are kept (for tests). */
    get size() {
      return entries.size;
    },
  };
}

export type ForecastCache = ReturnType<typeof createForecastCache>;
