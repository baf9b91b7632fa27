import { Stack, Title } from '@mantine/core';
import { bucketSeconds, metricBounds, type ReadingRange } from '@maryjane/contract/sensor-metrics';
import type { LatestReading, Series } from '@maryjane/contract/sensors';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/format';
import { LineChart, type LineChartFormat } from './line-chart';

export const rangeMs: Record<ReadingRange, number> = {
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/** Times in the reader's language: the clock over a day, the day over a week or a month. */
function useTimeFormats(range: ReadingRange) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const clock = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
    const full = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    return {
      axisTime: (at: number) => (range === '24h' ? clock.format(at) : day.format(at)),
      time: (at: number) => full.format(at),
    };
  }, [i18n.language, range]);
}

/** One metric over the chosen range, with its target band, headed by the metric's name (h3). */
export function MetricChart({
  series,
  latest,
  range,
  now,
}: {
  series: Series;
  latest: LatestReading | undefined;
  range: ReadingRange;
  now: number;
}) {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const times = useTimeFormats(range);
  const { metric, points } = series;
  const name = t(`metrics.${metric}`);
  const bucketMs = bucketSeconds[range] * 1000;
  const last = points.at(-1);
  const end = Math.max(now, last ? Date.parse(last.at) + bucketMs : now);
  const target = latest?.target ?? null;
  const lowest = Math.min(...points.map((point) => point.min));
  const highest = Math.max(...points.map((point) => point.max));

  const format: LineChartFormat = {
    value: (value) => formats.reading(metric, value),
    cell: (value) => formats.number(metric, value),
    ...times,
  };
  const unit = metric === 'ph' ? '' : ` (${metricBounds[metric].unit})`;
  const rangeName = t(`readings.rangeNames.${range}`);

  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {name}
      </Title>
      <LineChart
        points={points}
        domain={{ min: end - rangeMs[range], max: end }}
        gapMs={bucketMs * 2}
        target={target}
        bounds={metricBounds[metric]}
        format={format}
        labels={{
          title: t('chart.title', { metric: name, range: rangeName }),
          description: last
            ? t('chart.description', {
                low: formats.reading(metric, lowest),
                high: formats.reading(metric, highest),
                latest: formats.reading(metric, last.avg),
              }) +
              (target
                ? ` ${t('chart.target', { range: formats.range(metric, target.min, target.max) })}`
                : '')
            : t('chart.empty'),
          columns: {
            time: t('chart.time'),
            avg: `${t('chart.avg')}${unit}`,
            min: `${t('chart.min')}${unit}`,
            max: `${t('chart.max')}${unit}`,
          },
          legend: {
            avg: t('chart.legendAvg'),
            band: t('chart.legendBand'),
            target: t('chart.legendTarget'),
          },
        }}
      />
    </Stack>
  );
}
