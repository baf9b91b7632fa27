import { Stack, Table, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import {
  chartGeometry,
  PLOT_HEIGHT,
  PLOT_WIDTH,
  type ChartPoint,
  type Range,
} from '../../../shared/ui/chart/chart-geometry';
import classes from '../../../shared/ui/chart/line-chart.module.css';
import { ValueAxis } from '../../../shared/ui/chart/value-axis';

export interface LineChartLabels {
  /** Names the chart: the SVG's <title> and the table's caption. */
  title: string;
  /** What the chart shows, in a sentence: the SVG's <desc>. */
  description: string;
  columns: { time: string; avg: string; min: string; max: string };
  legend: { avg: string; band: string; target: string };
}

export interface LineChartFormat {
  /** Axis labels, with the unit. */
  value: (value: number) => string;
  /** Table cells (the unit is in the column heading). */
  cell: (value: number) => string;
  /** A bucket's time in the table. */
  time: (at: number) => string;
  /** A time on the axis, shorter. */
  axisTime: (at: number) => string;
}

interface LineChartProps {
  points: readonly ChartPoint[];
  /** The time span shown, in ms since the epoch. */
  domain: Range;
  /** Longer pauses between points break the line. */
  gapMs: number;
  target: Range | null;
  /** What the metric can physically be: the axis stays inside it. */
  bounds?: Range;
  labels: LineChartLabels;
  format: LineChartFormat;
}

/**
 * A line of averages over the band from lowest to highest, drawn as inline SVG. Screen readers
 * get the title and description, and every value in a visually hidden table.
 */
export function LineChart({
  points,
  domain,
  gapMs,
  target,
  bounds,
  labels,
  format,
}: LineChartProps) {
  const titleId = useId();
  const descId = useId();
  const geometry = chartGeometry(points, domain, gapMs, target, bounds);

  return (
    <Stack gap={6}>
      <div className={classes.chart}>
        <ValueAxis scale={geometry.scale} format={format.value} />
        <svg
          className={classes.plot}
          viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
        >
          <title id={titleId}>{labels.title}</title>
          <desc id={descId}>{labels.description}</desc>
          {geometry.target && (
            <rect
              className={classes.target}
              x={0}
              y={geometry.target.y}
              width={PLOT_WIDTH}
              height={geometry.target.height}
              vectorEffect="non-scaling-stroke"
              data-part="target"
            />
          )}
          {geometry.segments.map((segment) => (
            <g key={segment.line}>
              <polygon className={classes.band} points={segment.band} data-part="band" />
              <polyline
                className={classes.avg}
                points={segment.line}
                vectorEffect="non-scaling-stroke"
                data-part="avg"
              />
            </g>
          ))}
        </svg>
        <div className={classes.xAxis} aria-hidden>
          <span>{format.axisTime(domain.min)}</span>
          <span>{format.axisTime((domain.min + domain.max) / 2)}</span>
          <span>{format.axisTime(domain.max)}</span>
        </div>
      </div>
      <div className={classes.legend} aria-hidden>
        <span>
          <span className={`${classes.swatch} ${classes.swatchAvg}`} />
          {labels.legend.avg}
        </span>
        <span>
          <span className={`${classes.swatch} ${classes.swatchBand}`} />
          {labels.legend.band}
        </span>
        {target && (
          <span>
            <span className={`${classes.swatch} ${classes.swatchTarget}`} />
            {labels.legend.target}
          </span>
        )}
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{labels.title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{labels.columns.time}</Table.Th>
              <Table.Th scope="col">{labels.columns.avg}</Table.Th>
              <Table.Th scope="col">{labels.columns.min}</Table.Th>
              <Table.Th scope="col">{labels.columns.max}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.at}>
                <Table.Th scope="row">{format.time(Date.parse(point.at))}</Table.Th>
                <Table.Td>{format.cell(point.avg)}</Table.Td>
                <Table.Td>{format.cell(point.min)}</Table.Td>
                <Table.Td>{format.cell(point.max)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
