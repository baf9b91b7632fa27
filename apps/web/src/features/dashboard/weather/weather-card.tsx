import { Anchor, Button, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWeather } from '../api/get-weather';
import { CardError, CardSkeleton } from '../ui/card-states';
import { useCardData } from '../ui/card-data';
import { DashboardCard } from '../ui/dashboard-card';
import { Forecast } from './forecast';

/** Seven days at the grower's place, with frost and heat warnings for plants outside. */
export function WeatherCard() {
  const { t } = useTranslation('dashboard');
  const weather = useWeather();
  const { data, failed } = useCardData(weather);

  let body;
  let place: string | undefined;
  if (data?.available) {
    place = data.place.name;
    body = <Forecast weather={data} />;
  } else if (data?.reason === 'noLocation') {
    body = (
      <>
        <Text>{t('weather.noLocation')}</Text>
        <Button
          component={Link}
          to="/account-settings/account"
          variant="default"
          leftSection={<IconMapPin size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('weather.setPlace')}
        </Button>
      </>
    );
  } else if (data) {
    body = <Text>{t('weather.unavailable')}</Text>;
  } else if (failed) {
    body = (
      <CardError
        error={weather.error}
        onRetry={() => void weather.refetch()}
        retrying={weather.isRefetching}
      />
    );
  } else {
    body = <CardSkeleton label={t('weather.loading')} lines={4} />;
  }

  return (
    <DashboardCard
      title={place ? t('weather.titleAt', { place }) : t('weather.title')}
      action={
        place && (
          <Anchor component={Link} to="/account-settings/account" size="sm">
            {t('weather.changePlace')}
          </Anchor>
        )
      }
    >
      {body}
    </DashboardCard>
  );
}
