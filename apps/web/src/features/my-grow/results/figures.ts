import type { CycleResults } from '@maryjane/contract/results';
import { useTranslation } from 'react-i18next';
import { useResultFormat } from './format';

/** The headline figures of a cycle, labelled and formatted ("–" for what is not known yet). */
export function useKeyFigures() {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  const or = (value: number | null, show: (value: number) => string) =>
    value === null ? '–' : show(value);
  return (results: CycleResults): [label: string, value: string][] => [
    [t('figures.yield'), or(results.yield.finalG, format.grams)],
    [t('figures.perPlant'), or(results.perPlantG, format.grams)],
    [t('figures.perM2'), or(results.perM2G, format.perM2)],
    [t('figures.perWatt'), or(results.perWattG, format.perWatt)],
    [t('figures.perGram'), or(results.costs.perGram, format.euros)],
    [t('figures.total'), format.euros(results.costs.total)],
  ];
}
