import {
  IconCloud,
  IconCloudRain,
  IconCloudSnow,
  IconCloudStorm,
  IconMist,
  IconSun,
  IconSunLow,
  type Icon,
} from '@tabler/icons-react';

export type WeatherKind =
  'clear' | 'partlyCloudy' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'thunderstorm';

/** Groups of the WMO weather interpretation codes Open-Meteo gives (WMO table 4677, shortened). */
export function weatherKind(code: number): WeatherKind {
  if (code === 0) return 'clear';
  if (code <= 2) return 'partlyCloudy';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if ((code >= 61 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'thunderstorm';
  return 'cloudy';
}

export const weatherIcon: Record<WeatherKind, Icon> = {
  clear: IconSun,
  partlyCloudy: IconSunLow,
  cloudy: IconCloud,
  fog: IconMist,
  drizzle: IconCloudRain,
  rain: IconCloudRain,
  snow: IconCloudSnow,
  thunderstorm: IconCloudStorm,
};
