import { pagePaths } from '@maryjane/contract/page-paths';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Environment } from '@maryjane/contract/environments';
import {
  readingRanges,
  type ReadingMetric,
  type ReadingRange,
} from '@maryjane/contract/sensor-metrics';
import type { SensorDevice } from '@maryjane/contract/sensors';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_READING_RANGE, useEnvironmentReadings } from '../api/get-environment-readings';
import { useCardData } from '../ui/card-data';
import { CardSkeleton } from '../ui/card-states';
import { getApiErrorMessage } from '../../../shared/api-error-handler';
import { LoadError } from '../../../shared/ui/load-error';
import { metricOrder } from '../ui/format';
import { useNow } from '../../../shared/ui/relative-time';
import classes from './readings.module.css';
import { MetricChart } from './metric-chart';
import { ReadingTile } from './reading-tile';

const byMetric = (a: { metric: ReadingMetric }, b: { metric: ReadingMetric }) =>
  metricOrder.indexOf(a.metric) - metricOrder.indexOf(b.metric);

/** The latest reading per metric as tiles, and a chart per metric over 24 h, 7 or 30 days. */
export function EnvironmentReadings({
  environment,
  devices,
}: {
  environment: Environment;
  devices: SensorDevice[] | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const [range, setRange] = useState<ReadingRange>(DEFAULT_READING_RANGE);
  const readings = useEnvironmentReadings(environment.id, range);
  const { data, isError: failed } = useCardData(readings);
  const now = useNow();

  const addSensor = devices?.length === 0 && (
    <Stack gap="xs" align="flex-start">
      <Text>{t('readings.noSensors', { name: environment.name })}</Text>
      <Button
        component={Link}
        to={pagePaths.environments}
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        {t('readings.addSensor')}
      </Button>
    </Stack>
  );

  if (failed && !data) {
    return (
      <LoadError
        onRetry={() => void readings.refetch()}
        retrying={readings.isRefetching}
        message={getApiErrorMessage(readings.error)}
      />
    );
  }
  if (!data) return <CardSkeleton label={t('readings.loadingReadings')} lines={4} />;

  const { latest, series, phase } = data;
  if (latest.length === 0) {
    return addSensor || <Text>{t('readings.waiting', { name: environment.name })}</Text>;
  }
  const charts = series.filter((entry) => entry.points.length > 0).sort(byMetric);

  return (
    <Stack gap="md">
      {addSensor}
      <Text size="sm" c="dimmed">
        {phase
          ? t('readings.targetsFor', { phase: t(`targetPhases.${phase}`) })
          : t('readings.noPhase')}
      </Text>
      <ul className={classes.tiles} aria-label={t('readings.latest', { name: environment.name })}>
        {[...latest].sort(byMetric).map((reading) => (
          <ReadingTile key={reading.metric} reading={reading} now={now} />
        ))}
      </ul>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          role="radiogroup"
          aria-label={t('readings.range')}
          value={range}
          onChange={(value) => setRange(value as ReadingRange)}
          data={readingRanges.map((value) => ({ value, label: t(`readings.ranges.${value}`) }))}
        />
        {failed && (
          <Text size="sm" c="var(--mantine-color-error)" role="status">
            {t('readings.refreshFailed')}
          </Text>
        )}
      </Group>
      <div aria-busy={readings.isPlaceholderData || undefined}>
        {charts.length > 0 ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {charts.map((entry) => (
              <MetricChart
                key={entry.metric}
                series={entry}
                latest={latest.find((reading) => reading.metric === entry.metric)}
                // The range of the data shown: the previous one while another loads.
                range={data.range}
                now={now}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm">{t('readings.noSeries')}</Text>
        )}
      </div>
    </Stack>
  );
}
