// The metrics sensors report, their units and bounds, and the reading ranges: apart from
// ./sensors.ts, which exports them too, so that the dashboard can use them without loading zod.

export const sensorMetrics = [
  'co2',
  'ph',
  'soil_temperature',
  'soil_nutrients',
  'soil_moisture',
  'light',
  'humidity',
  'air_temperature',
] as const;
export type SensorMetric = (typeof sensorMetrics)[number];
/** Stored metrics: what sensors send, plus (leaf) VPD derived from air temperature and humidity. */
export const readingMetrics = [...sensorMetrics, 'vpd'] as const;
export type ReadingMetric = (typeof readingMetrics)[number];

/**
 * Units and what a sensor can physically report; anything outside is refused (422). Light is
 * illuminance in lux (full sun is about 100,000 lx); soil nutrients are EC in mS/cm.
 */
export const metricBounds: Record<ReadingMetric, { unit: string; min: number; max: number }> = {
  co2: { unit: 'ppm', min: 0, max: 10_000 },
  ph: { unit: 'pH', min: 0, max: 14 },
  soil_temperature: { unit: '°C', min: -30, max: 60 },
  soil_nutrients: { unit: 'mS/cm', min: 0, max: 20 },
  soil_moisture: { unit: '%', min: 0, max: 100 },
  light: { unit: 'lx', min: 0, max: 200_000 },
  humidity: { unit: '%', min: 0, max: 100 },
  air_temperature: { unit: '°C', min: -40, max: 70 },
  vpd: { unit: 'kPa', min: 0, max: 10 },
};

export const readingRanges = ['24h', '7d', '30d'] as const;
export type ReadingRange = (typeof readingRanges)[number];
/** Buckets per series: 24 h in 10-minute, 7 d in 1-hour, 30 d in 4-hour steps (144/168/180). */
export const bucketSeconds: Record<ReadingRange, number> = {
  '24h': 600,
  '7d': 3600,
  '30d': 14_400,
};
