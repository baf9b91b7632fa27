import type { Weather } from '@maryjane/contract/weather';
import type { Database } from '../../db/client';
import { notifyWeather } from '../notifications/service';

/**
 * The bell tells an exposed grower (greenhouse, outdoor bed, balcony) of each frosty or hot day
 * ahead, once per kind and day however often the forecast is read.
 */
export async function notifyWeatherWarnings(db: Database, userId: string, weather: Weather) {
  if (!weather.available || !weather.exposed) return;
  for (const warning of weather.warnings) await notifyWeather(db, userId, warning);
}
