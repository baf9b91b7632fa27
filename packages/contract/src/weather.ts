import { z } from 'zod';

/** The forecast for the grower's saved place (Open-Meteo), with frost and heat warnings. */

/** A night at or below this (°C) can freeze plants outdoors and in an unheated greenhouse. */
export const FROST_AT_OR_BELOW_C = 2;
/** A day at or above this (°C) stresses cannabis plants (growth slows above about 30 °C). */
export const HEAT_AT_OR_ABOVE_C = 32;
export const FORECAST_DAYS = 7;

export const weatherDaySchema = z.object({
  date: z.string(),
  temperatureMinC: z.number(),
  temperatureMaxC: z.number(),
  precipitationMm: z.number(),
  /** WMO weather interpretation code, as Open-Meteo gives it. */
  weatherCode: z.number().int(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;

export const weatherSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    place: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }),
    days: z.array(weatherDaySchema),
    warnings: z.array(
      z.object({ kind: z.enum(['frost', 'heat']), date: z.string(), temperatureC: z.number() }),
    ),
    /** Whether the grower has an outdoor or greenhouse environment (warnings matter there). */
    exposed: z.boolean(),
    fetchedAt: z.iso.datetime(),
  }),
  z.object({
    available: z.literal(false),
    /** `noLocation`: no place saved; `unavailable`: the weather service did not answer. */
    reason: z.enum(['noLocation', 'unavailable']),
  }),
]);
export type Weather = z.infer<typeof weatherSchema>;
