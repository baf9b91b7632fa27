import { SimpleGrid, Table, Text } from '@mantine/core';
import type { GrowReport, PhaseClimate } from '@maryjane/contract/results';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shared/ui/section';
import { useDayFormat } from '../ui/use-day-format';
import { ClimateChart, type ClimateMetric } from './climate-chart';
import { useResultFormat } from './format';

const metrics: ClimateMetric[] = ['airTemperature', 'humidity', 'vpd'];

/** Each phase's mean temperature, humidity and VPD with the share in target, and the charts. */
export function ClimateSection({ report }: { report: GrowReport }) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  const { day } = useDayFormat();
  const show: Record<ClimateMetric, (value: number) => string> = {
    airTemperature: format.celsius,
    humidity: format.humidity,
    vpd: format.kpa,
  };
  const measured = report.results.climate.filter((phase) => phase.hoursWithReadings > 0);
  if (measured.length === 0 && report.climateSeries.length === 0) {
    return (
      <Section title={t('climate.title')}>
        <Text c="dimmed">{t('climate.empty')}</Text>
      </Section>
    );
  }

  const cell = (phase: PhaseClimate, metric: ClimateMetric) => {
    const { mean, inTarget } = phase[metric];
    if (mean === null) return '–';
    return (
      <>
        {show[metric](mean)}
        {inTarget !== null && (
          <Text span size="xs" c="dimmed" display="block">
            {t('climate.inTarget', { share: format.share(inTarget) })}
          </Text>
        )}
      </>
    );
  };

  return (
    <Section title={t('climate.title')}>
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('climate.phase')}</Table.Th>
              {metrics.map((metric) => (
                <Table.Th key={metric} scope="col">
                  {t(`climate.metrics.${metric}`)}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('climate.coverage')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.results.climate.map((phase) => (
              <Table.Tr key={phase.phase}>
                <Table.Th scope="row">{t(`climate.phases.${phase.phase}`)}</Table.Th>
                {metrics.map((metric) => (
                  <Table.Td key={metric}>{cell(phase, metric)}</Table.Td>
                ))}
                <Table.Td>
                  {phase.hours > 0 ? format.share(phase.hoursWithReadings / phase.hours) : '–'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {metrics.map((metric) => (
          <ClimateChart
            key={metric}
            series={report.climateSeries}
            metric={metric}
            title={t(`climate.metrics.${metric}`)}
            describe={(span) => t('climate.chartDescription', span)}
            value={show[metric]}
            day={(at) => day(at.slice(0, 10))}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}
