import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { JournalEntry } from '@maryjane/contract/grow-cycles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chartGeometry,
  PLOT_HEIGHT,
  PLOT_WIDTH,
  type ChartPoint,
} from '../../../shared/ui/chart/chart-geometry';
import classes from '../../../shared/ui/chart/line-chart.module.css';
import { ValueAxis } from '../../../shared/ui/chart/value-axis';
import { useDayFormat } from '../ui/use-day-format';

const DAY_MS = 86_400_000;

/** The heights recorded, oldest first, one point per entry (a day at noon UTC). */
export function heightPoints(entries: readonly JournalEntry[]): ChartPoint[] {
  return entries
    .filter((entry) => entry.heightCm !== null)
    .map((entry) => ({
      at: `${entry.date}T12:00:00Z`,
      avg: entry.heightCm ?? 0,
      min: entry.heightCm ?? 0,
      max: entry.heightCm ?? 0,
    }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * A plant's height over time: the dashboard's chart geometry with one line and a dot per
 * measurement. Screen readers get a description and every value in a hidden table.
 */
export function HeightChart({ entries, name }: { entries: readonly JournalEntry[]; name: string }) {
  const { t, i18n } = useTranslation('my-grow');
  const format = useDayFormat();
  const titleId = useId();
  const descId = useId();
  const points = heightPoints(entries);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const cm = (value: number) => t('records.values.heightCm', { value: number.format(value) });
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return <Text c="dimmed">{t('records.page.heightEmpty')}</Text>;

  // A single measurement gets a day either side, so its dot sits in the middle.
  const start = Date.parse(first.at) - (points.length === 1 ? DAY_MS : 0);
  const end = Date.parse(last.at) + (points.length === 1 ? DAY_MS : 0);
  const domain = { min: start, max: end };
  const geometry = chartGeometry(points, domain, Infinity, null, { min: 0, max: Infinity });
  const day = (at: string) => format.day(at.slice(0, 10));
  const description =
    points.length === 1
      ? t('records.page.heightDescription', { count: 1, value: cm(first.avg), date: day(first.at) })
      : t('records.page.heightDescription', {
          count: points.length,
          first: cm(first.avg),
          last: cm(last.avg),
        });

  return (
    <Stack gap={6}>
      <div className={classes.chart}>
        <ValueAxis scale={geometry.scale} format={cm} />
        <svg
          className={classes.plot}
          viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
        >
          <title id={titleId}>{t('records.page.heightChart', { name })}</title>
          <desc id={descId}>{description}</desc>
          {geometry.segments.map((segment) => (
            <polyline
              key={segment.line}
              className={classes.avg}
              points={segment.line}
              vectorEffect="non-scaling-stroke"
              data-part="height"
            />
          ))}
          {geometry.dots.map((dot, index) => (
            <line
              key={`${points[index]?.at ?? ''}-${index}`}
              className={classes.avg}
              x1={dot.x}
              y1={dot.y}
              x2={dot.x}
              y2={dot.y}
              strokeWidth={8}
              vectorEffect="non-scaling-stroke"
              data-part="point"
            />
          ))}
        </svg>
        <div className={classes.xAxis} aria-hidden>
          <span>{day(first.at)}</span>
          {points.length > 1 && <span>{day(last.at)}</span>}
        </div>
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{t('records.page.heightChart', { name })}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('records.page.heightDate')}</Table.Th>
              <Table.Th scope="col">{t('records.page.heightValue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point, index) => (
              <Table.Tr key={`${point.at}-${index}`}>
                <Table.Th scope="row">{day(point.at)}</Table.Th>
                <Table.Td>{number.format(point.avg)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
