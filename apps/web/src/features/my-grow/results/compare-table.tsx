import { Table } from '@mantine/core';
import type { CycleResults } from '@maryjane/contract/results';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultFormat } from './format';
import classes from './compare.module.css';

/** The flowering phase's climate, where the yield is made. */
export const floweringClimate = (results: CycleResults) =>
  results.climate.find((phase) => phase.phase === 'flowering');

/** The scheduled phases, in order (every cycle has the same). */
const phasesOf = (cycles: CycleResults[]) => cycles[0]?.phases.map((days) => days.phase) ?? [];

/**
 * The chosen cycles side by side, one column each; the first column stays in view while a
 * phone scrolls the others across.
 */
export function CompareTable({ cycles }: { cycles: CycleResults[] }) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  const or = (value: number | null | undefined, show: (value: number) => string) =>
    value === null || value === undefined ? '–' : show(value);
  const rows: [string, (results: CycleResults) => ReactNode][] = [
    [
      t('compare.rows.strain'),
      (results) =>
        results.strain
          ? t('my-grow:strainBy', {
              strain: results.strain.name,
              producer: results.strain.producerName,
            })
          : t('my-grow:cycles.noStrain'),
    ],
    [t('compare.rows.medium'), (results) => t(`my-grow:mediums.${results.growMedium}`)],
    ...phasesOf(cycles).map((phase): [string, (results: CycleResults) => ReactNode] => [
      t('compare.rows.days', { phase: t(`common:phases.${phase}`) }),
      (results) => {
        const days = results.phases.find((each) => each.phase === phase);
        if (!days) return '–';
        return t('compare.daysValue', {
          actual: days.actual === null ? '–' : days.actual,
          planned: days.planned.typical,
        });
      },
    ]),
    [t('compare.rows.yield'), (results) => or(results.yield.finalG, format.grams)],
    [t('compare.rows.perPlant'), (results) => or(results.perPlantG, format.grams)],
    [t('compare.rows.perWatt'), (results) => or(results.perWattG, format.perWatt)],
    [t('compare.rows.perM2'), (results) => or(results.perM2G, format.perM2)],
    [t('compare.rows.perGram'), (results) => or(results.costs.perGram, format.euros)],
    [t('compare.rows.vpd'), (results) => or(floweringClimate(results)?.vpd.mean, format.kpa)],
    [
      t('compare.rows.inTarget'),
      (results) => or(floweringClimate(results)?.vpd.inTarget, format.share),
    ],
  ];

  return (
    <Table.ScrollContainer minWidth={180 + cycles.length * 150}>
      <Table withColumnBorders className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.sticky}>
              {t('compare.rows.cycle')}
            </Table.Th>
            {cycles.map((results) => (
              <Table.Th key={results.cycleId} scope="col">
                {results.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" className={classes.sticky}>
                {label}
              </Table.Th>
              {cycles.map((results) => (
                <Table.Td key={results.cycleId}>{value(results)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
