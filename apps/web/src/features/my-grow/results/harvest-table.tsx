import { Table, Text } from '@mantine/core';
import type { GrowReport } from '@maryjane/contract/results';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shared/ui/section';
import { useResultFormat } from './format';

type ReportHarvest = GrowReport['harvests'][number];

const weights = ['wetG', 'trimG', 'dryG', 'curedG'] as const;
const ratings = ['smell', 'taste', 'effect'] as const;

/** Each plant's weights from the cut to the jar, and its ratings. */
export function HarvestTable({ harvests }: { harvests: ReportHarvest[] }) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  return (
    <Section title={t('harvest.title')}>
      {harvests.length === 0 ? (
        <Text c="dimmed">{t('harvest.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={680}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('harvest.plant')}</Table.Th>
                {weights.map((key) => (
                  <Table.Th key={key} scope="col">
                    {t(`harvest.${key}`)}
                  </Table.Th>
                ))}
                {ratings.map((key) => (
                  <Table.Th key={key} scope="col">
                    {t(`harvest.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {harvests.map((harvest) => (
                <Table.Tr key={harvest.plantNumber}>
                  <Table.Th scope="row">
                    {harvest.plantName
                      ? t('namedPlant', { number: harvest.plantNumber, name: harvest.plantName })
                      : t('plant', { number: harvest.plantNumber })}
                  </Table.Th>
                  {weights.map((key) => (
                    <Table.Td key={key}>
                      {harvest[key] === null ? '–' : format.grams(harvest[key])}
                    </Table.Td>
                  ))}
                  {ratings.map((key) => (
                    <Table.Td key={key}>
                      {harvest[key] === null
                        ? '–'
                        : t('figures.outOfFive', { value: harvest[key] })}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
