import { describe, expect, it } from 'vitest';
import { weatherKind } from './weather-codes';

describe('WMO weather codes', () => {
  it.each([
    [0, 'clear'],
    [2, 'partlyCloudy'],
    [3, 'cloudy'],
    [48, 'fog'],
    [55, 'drizzle'],
    [63, 'rain'],
    [81, 'rain'],
    [75, 'snow'],
    [86, 'snow'],
    [95, 'thunderstorm'],
    [99, 'thunderstorm'],
  ] as const)('%i is %s', (code, kind) => {
    expect(weatherKind(code)).toBe(kind);
  });
});
