import { SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { CycleResults } from '@maryjane/contract/results';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useResultFormat, type ResultFormat } from './format';
import classes from './compare.module.css';

const metrics = ['perPlantG', 'perWattG', 'perGram'] as const;
type Metric = (typeof metrics)[number];

const valueOf = (results: CycleResults, metric: Metric) =>
  metric === 'perGram' ? results.costs.perGram : results[metric];

const show = (format: ResultFormat, metric: Metric) =>
  metric === 'perPlantG' ? format.grams : metric === 'perWattG' ? format.perWatt : format.euros;

/**
 * One figure of every chosen cycle as bars on one scale: grams per plant or per watt, or € per
 * gram. Screen readers get the same as a sentence (the bars are one image).
 */
export function CompareChart({ cycles }: { cycles: CycleResults[] }) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  const { list } = useFormatters();
  const [metric, setMetric] = useState<Metric>('perPlantG');
  const label = t(`compare.metrics.${metric}`);
  const text = (value: number | null) =>
    value === null ? t('compare.noValue') : show(format, metric)(value);
  const highest = Math.max(0, ...cycles.map((results) => valueOf(results, metric) ?? 0));
  const summary = t('compare.chartSummary', {
    metric: label,
    values: list(cycles.map((results) => `${results.name}: ${text(valueOf(results, metric))}`)),
  });

  return (
    <Stack gap="sm">
      <SegmentedControl
        role="radiogroup"
        aria-label={t('compare.metric')}
        value={metric}
        onChange={(value) => setMetric(value as Metric)}
        fullWidth
        // Short on screen, so the three fit a phone; whole for screen readers.
        data={metrics.map((value) => ({
          value,
          label: (
            <>
              <span aria-hidden>{t(`compare.metricsShort.${value}`)}</span>
              <VisuallyHidden>{t(`compare.metrics.${value}`)}</VisuallyHidden>
            </>
          ),
        }))}
        data-print="hidden"
      />
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <div className={classes.chart} role="img" aria-label={summary}>
        {cycles.map((results) => {
          const value = valueOf(results, metric);
          const width = highest > 0 && value !== null ? (value / highest) * 100 : 0;
          return (
            <Fragment key={results.cycleId}>
              <span>{results.name}</span>
              <svg className={classes.bar} viewBox="0 0 100 10" preserveAspectRatio="none">
                <rect x={0} y={0} width={width} height={10} />
              </svg>
              <span>{text(value)}</span>
            </Fragment>
          );
        })}
      </div>
    </Stack>
  );
}
