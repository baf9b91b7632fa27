import { Anchor, Button, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWeather } from '../api/get-weather';
import { CardSkeleton } from '../ui/card-states';
import { QueryState } from '../../../shared/ui/query-state';
import { useCardData } from '../ui/card-data';
import { DashboardCard } from '../ui/dashboard-card';
import { Forecast } from './forecast';

/** Seven days at the grower's place, with frost and heat warnings for plants outside. */
export function WeatherCard() {
  const { t } = useTranslation('dashboard');
  const weather = useWeather();
  const card = useCardData(weather);
  const place = card.data?.available ? card.data.place.name : undefined;

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
      <QueryState
        query={card}
        loading={<CardSkeleton label={t('weather.loading')} lines={4} />}
        showReason
      >
        {(answer) => {
          if (answer.available) return <Forecast weather={answer} />;
          if (answer.reason !== 'noLocation') return <Text>{t('weather.unavailable')}</Text>;
          return (
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
        }}
      </QueryState>
    </DashboardCard>
  );
}
