import { Stack, Text } from '@mantine/core';
import { CLIMATE_SERIES_STEP_HOURS } from '@maryjane/contract/results-constants';
import { metricBounds } from '@maryjane/contract/sensor-metrics';
import type { GrowReport } from '@maryjane/contract/results';
import { useId } from 'react';
import {
  chartGeometry,
  PLOT_HEIGHT,
  PLOT_WIDTH,
  type ChartPoint,
  type Range,
} from '../../../shared/ui/chart/chart-geometry';
import chart from '../../../shared/ui/chart/line-chart.module.css';
import { ValueAxis } from '../../../shared/ui/chart/value-axis';

const HOUR_MS = 3_600_000;
/** A missing point or two is a gap in the readings, not a line across it. */
const GAP_MS = 2 * CLIMATE_SERIES_STEP_HOURS * HOUR_MS;

export type ClimateMetric = 'airTemperature' | 'humidity' | 'vpd';

/** What each can physically be: the axis stays inside it. */
const climateBounds: Record<ClimateMetric, Range> = {
  airTemperature: metricBounds.air_temperature,
  humidity: metricBounds.humidity,
  vpd: metricBounds.vpd,
};

interface ClimateChartProps {
  series: GrowReport['climateSeries'];
  metric: ClimateMetric;
  title: string;
  /** The chart in a sentence, for screen readers: its span and its lowest and highest value. */
  describe: (span: { from: string; to: string; low: string; high: string }) => string;
  /** An axis value with its unit. */
  value: (value: number) => string;
  /** A point's day, for the axis. */
  day: (at: string) => string;
}

/** One climate value through the cycle, on the dashboard's chart geometry (6-hour means). */
export function ClimateChart({ series, metric, title, describe, value, day }: ClimateChartProps) {
  const titleId = useId();
  const descId = useId();
  const points: ChartPoint[] = series.flatMap((point) => {
    const reading = point[metric];
    return reading === null ? [] : [{ at: point.at, avg: reading, min: reading, max: reading }];
  });
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const domain = {
    min: Date.parse(first.at),
    max: Math.max(Date.parse(last.at), Date.parse(first.at) + HOUR_MS),
  };
  const geometry = chartGeometry(points, domain, GAP_MS, null, climateBounds[metric]);
  const values = points.map((point) => point.avg);
  const description = describe({
    from: day(first.at),
    to: day(last.at),
    low: value(Math.min(...values)),
    high: value(Math.max(...values)),
  });

  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} aria-hidden>
        {title}
      </Text>
      <div className={chart.chart}>
        <ValueAxis scale={geometry.scale} format={value} />
        <svg
          className={chart.plot}
          viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          {geometry.segments.map((segment) => (
            <polyline
              key={segment.line}
              className={chart.avg}
              points={segment.line}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <div className={chart.xAxis} aria-hidden>
          <span>{day(first.at)}</span>
          <span>{day(last.at)}</span>
        </div>
      </div>
    </Stack>
  );
}
