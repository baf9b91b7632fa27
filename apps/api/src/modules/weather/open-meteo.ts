import { FORECAST_DAYS, type WeatherDay } from '@maryjane/contract/weather';
import { z } from 'zod';

/** Open-Meteo answers in well under a second; a page must not wait long for a slow answer. */
export const FORECAST_TIMEOUT_MS = 5_000;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

// Open-Meteo gives one array per variable, parallel to `time`; a value the model lacks is null.
const series = z.array(z.number().nullable());
const forecastAnswerSchema = z.object({
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_max: series,
    temperature_2m_min: series,
    precipitation_sum: series,
    weather_code: z.array(z.number().int().nullable()),
  }),
});

export class ForecastError extends Error {
  override name = 'ForecastError';
}

/**
 * The daily forecast from Open-Meteo's forecast endpoint (no key needed), dates in the place's
 * own time zone. Throws a ForecastError for a failed request or an answer of another shape.
 */
export async function fetchForecast(
  weatherUrl: string,
  { latitude, longitude }: Coordinates,
  timeoutMs = FORECAST_TIMEOUT_MS,
): Promise<WeatherDay[]> {
  const url = new URL(weatherUrl);
  url.searchParams.set('latitude', String(latitude));
  url.searchParams.set('longitude', String(longitude));
  url.searchParams.set(
    'daily',
    'temperature_2m_max,temperature_2m_min,precipitation_sum,weather_code',
  );
  url.searchParams.set('timezone', 'auto');
  url.searchParams.set('forecast_days', String(FORECAST_DAYS));

  // The signal also bounds reading the body, so a server that stalls mid-answer times out too.
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ForecastError(`Open-Meteo answered ${response.status}`);
  }
  const answer = forecastAnswerSchema.safeParse(await response.json());
  if (!answer.success) throw new ForecastError('Open-Meteo gave an unexpected answer');
  const daily = answer.data.daily;
  const days: WeatherDay[] = [];
  daily.time.forEach((date, index) => {
    const min = daily.temperature_2m_min[index];
    const max = daily.temperature_2m_max[index];
    const precipitation = daily.precipitation_sum[index];
    const code = daily.weather_code[index];
    // A day the model has no values for is left out rather than shown as 0 °C.
    if (
      typeof min !== 'number' ||
      typeof max !== 'number' ||
      typeof precipitation !== 'number' ||
      typeof code !== 'number'
    ) {
      return;
    }
    days.push({
      date,
      temperatureMinC: min,
      temperatureMaxC: max,
      precipitationMm: precipitation,
      weatherCode: code,
    });
  });
  if (days.length === 0) throw new ForecastError('Open-Meteo gave no forecast days');
  return days.slice(0, FORECAST_DAYS);
}
