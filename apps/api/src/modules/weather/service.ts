import {
  FROST_AT_OR_BELOW_C,
  HEAT_AT_OR_ABOVE_C,
  type Weather,
  type WeatherDay,
} from '@maryjane/contract/weather';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { placeCoordinates } from '../places/places-data';
import { createForecastCache, type CachedForecast } from './forecast-cache';
import { fetchForecast } from './open-meteo';
import { notifyWeather } from '../notifications/service';
import { findSavedPlace, hasOutdoorEnvironment } from './repository';

type Warning = Extract<Weather, { available: true }>['warnings'][number];

/** A frost warning for each night at or below the frost line, a heat warning for each hot day. */
export function weatherWarnings(days: WeatherDay[]): Warning[] {
  return days.flatMap((day) => {
    const warnings: Warning[] = [];
    if (day.temperatureMinC <= FROST_AT_OR_BELOW_C) {
      warnings.push({ kind: 'frost', date: day.date, temperatureC: day.temperatureMinC });
    }
    if (day.temperatureMaxC >= HEAT_AT_OR_ABOVE_C) {
      warnings.push({ kind: 'heat', date: day.date, temperatureC: day.temperatureMaxC });
    }
    return warnings;
  });
}

export interface WeatherServiceOptions {
  db: Database;
  /** Open-Meteo's forecast endpoint. */
  weatherUrl: string;
  log: FastifyBaseLogger;
  /** The clock the cache ages by (tests move it). */
  now?: () => Date;
  /** How long to wait for Open-Meteo (tests shorten it). */
  timeoutMs?: number;
}

/** The forecast for a grower's saved place, from a cache shared by all growers of this process. */
export function createWeatherService({
  db,
  weatherUrl,
  log,
  now = () => new Date(),
  timeoutMs,
}: WeatherServiceOptions) {
  const cache = createForecastCache({
    now,
    // Logged here, once per fetch, not once per request that waited for it.
    load: (coordinates) =>
      fetchForecast(weatherUrl, coordinates, timeoutMs).catch((error: unknown) => {
        log.warn({ err: error, ...coordinates }, 'Weather forecast unavailable');
        throw error;
      }),
  });

  async function weatherFor(userId: string): Promise<Weather> {
    const place = await placeCoordinates(await findSavedPlace(db, userId));
    if (!place) return { available: false, reason: 'noLocation' };
    const [forecast, exposed] = await Promise.all([
      cache.forecastFor(place).catch((): CachedForecast | null => null),
      hasOutdoorEnvironment(db, userId),
    ]);
    if (!forecast) return { available: false, reason: 'unavailable' };
    return {
      available: true,
      place,
      days: forecast.days,
      warnings: weatherWarnings(forecast.days),
      exposed,
      fetchedAt: forecast.fetchedAt.toISOString(),
    };
  }

  return { weatherFor };
}

export type WeatherService = ReturnType<typeof createWeatherService>;

/**
 * The bell tells an exposed grower (greenhouse, outdoor bed, balcony) of each frosty or hot day
 * ahead, once per kind and day however often the forecast is read.
 */
export async function notifyWeatherWarnings(db: Database, userId: string, weather: Weather) {
  if (!weather.available || !weather.exposed) return;
  for (const warning of weather.warnings) await notifyWeather(db, userId, warning);
}
