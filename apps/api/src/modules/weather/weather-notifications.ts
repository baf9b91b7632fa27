import type { Weather } from '@maryjane/contract/weather';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import { notifications } from '../../db/schema/sensors';

/**
 * The bell tells an exposed grower (greenhouse, outdoor bed, balcony) of each frosty or hot day
 * ahead, once per kind and day however often the forecast is read.
 */
export async function notifyWeatherWarnings(db: Database, userId: string, weather: Weather) {
  if (!weather.available || !weather.exposed) return;
  for (const warning of weather.warnings) {
    const key = `weather:${userId}:${warning.kind}:${warning.date}`;
    await insertOnce(
      db,
      key,
      sql`
      insert into ${notifications} (user_id, kind, weather, day, value)
      select ${userId}, 'weather', ${warning.kind}, ${warning.date}, ${warning.temperatureC}
      where not exists (
        select 1 from ${notifications}
        where user_id = ${userId} and kind = 'weather' and weather = ${warning.kind}
          and day = ${warning.date}
      )`,
    );
  }
}
