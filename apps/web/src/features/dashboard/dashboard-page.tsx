import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OutboxIndicator } from '../../shared/offline/outbox-indicator';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { NextCycleCard } from './cycle/next-cycle-card';
import { QuickEntriesCard } from './quick/quick-entries-card';
import { ReadingsCard } from './readings/readings-card';
import { SpendCard } from './spend/spend-card';
import { WeatherCard } from './weather/weather-card';

/**
 * /dashboard: the grower's day at a glance. Each card loads, fails and retries on its own, so a
 * slow weather service never holds back the readings.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  return (
    <Stack gap="lg">
      <Stack gap={4} maw={760}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('description')}</Text>
        <OutboxIndicator />
      </Stack>
      <QuickEntriesCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <NextCycleCard />
        <WeatherCard />
      </SimpleGrid>
      <ReadingsCard />
      <SpendCard />
    </Stack>
  );
}
