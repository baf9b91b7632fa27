import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { weatherSchema } from '@maryjane/contract/weather';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import {
  ownerOf,
  secured,
  securedScope,
  type Authenticate,
} from '../../platform/http/secured-scope';
import { createWeatherService, notifyWeatherWarnings } from './service';

export interface WeatherRoutesOptions {
  db: Database;
  authenticate: Authenticate;
  /** Open-Meteo's forecast endpoint (config.weatherUrl). */
  weatherUrl: string;
  /** The clock the forecast cache ages by; tests inject one. */
  now?: () => Date;
  /** How long to wait for Open-Meteo; 5 s unless a test shortens it. */
  timeoutMs?: number;
}

/** The 7-day forecast for the grower's saved place, with frost and heat warnings. */
export const weatherRoutes: FastifyPluginAsyncZod<WeatherRoutesOptions> = async (
  app,
  { db, authenticate, weatherUrl, now, timeoutMs },
) => {
  const weather = createWeatherService({ db, weatherUrl, now, timeoutMs, log: app.log });

  await securedScope(app, authenticate, (mine) => {
    mine.get(
      apiPaths.weather,
      {
        schema: {
          tags: ['weather'],
          summary: "Get the 7-day forecast for the grower's place",
          ...secured,
          response: { 200: dataEnvelope(weatherSchema) },
        },
      },
      async (request) => {
        const userId = ownerOf(request);
        const forecast = await weather.weatherFor(userId);
        await notifyWeatherWarnings(db, userId, forecast);
        return { data: forecast };
      },
    );
  });
};
