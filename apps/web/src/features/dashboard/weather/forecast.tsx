import { Alert, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Weather } from '@maryjane/contract/weather';
import { IconFlame, IconSnowflake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/format';
import { weatherIcon, weatherKind } from './weather-codes';
import classes from './weather.module.css';

type AvailableWeather = Extract<Weather, { available: true }>;

/** The warnings first (for plants outside), then a tile per day. */
export function Forecast({ weather }: { weather: AvailableWeather }) {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const warningOn = new Map(weather.warnings.map((warning) => [warning.date, warning.kind]));
  const warningText = (warning: AvailableWeather['warnings'][number]) =>
    t(`weather.warnings.${warning.kind}`, {
      day: formats.weekday(warning.date),
      temperature: formats.temperature(warning.temperatureC),
    });

  return (
    <Stack gap="sm">
      {weather.exposed &&
        weather.warnings.map((warning) => (
          <Alert
            key={`${warning.kind}-${warning.date}`}
            color={warning.kind === 'frost' ? 'blue' : 'red'}
            variant="light"
            icon={
              warning.kind === 'frost' ? <IconSnowflake aria-hidden /> : <IconFlame aria-hidden />
            }
            title={warningText(warning)}
          >
            {t(`weather.advice.${warning.kind}`)}
          </Alert>
        ))}
      {!weather.exposed && weather.warnings.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('weather.indoorsOnly', { count: weather.warnings.length })}
        </Text>
      )}
      <div className={classes.week}>
        <ul className={classes.days} aria-label={t('weather.days')}>
          {weather.days.map((day) => {
            const kind = weatherKind(day.weatherCode);
            const WeatherIcon = weatherIcon[kind];
            const warning = weather.exposed ? warningOn.get(day.date) : undefined;
            return (
              <li key={day.date} className={classes.day} data-warning={warning}>
                <Text size="sm" fw={600}>
                  {formats.weekday(day.date)}
                </Text>
                <WeatherIcon size={28} stroke={1.5} aria-hidden />
                <VisuallyHidden>{t(`weather.kinds.${kind}`)}</VisuallyHidden>
                <Text size="sm" fw={600}>
                  <VisuallyHidden>{t('weather.high')} </VisuallyHidden>
                  {formats.temperature(day.temperatureMaxC)}
                </Text>
                <Text size="sm">
                  <VisuallyHidden>{t('weather.low')} </VisuallyHidden>
                  {formats.temperature(day.temperatureMinC)}
                </Text>
                <Text size="xs" c="dimmed">
                  <VisuallyHidden>{t('weather.precipitation')} </VisuallyHidden>
                  {formats.precipitation(day.precipitationMm)}
                </Text>
                {warning && (
                  <Text size="xs" fw={700}>
                    {t(`weather.dayWarning.${warning}`)}
                  </Text>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Stack>
  );
}
