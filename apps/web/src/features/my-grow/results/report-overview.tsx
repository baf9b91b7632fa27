import { SimpleGrid, Text } from '@mantine/core';
import type { CycleResults, GrowReport } from '@maryjane/contract/results';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../shared/ui/fact-list';
import { Section } from '../../../shared/ui/section';
import { useDayFormat } from '../ui/use-day-format';
import { useKeyFigures } from './figures';
import { useResultFormat } from './format';

/** "18/6 until flowering, 12/12 in flower", or one schedule for an autoflower. */
function useLightText() {
  const { t } = useTranslation('results');
  return (results: CycleResults) => {
    const schedule = (hours: number) => t('overview.schedule', { on: hours, off: 24 - hours });
    const { vegetative, flowering } = results.lightHours;
    return results.strain?.floweringType === 'autoflowering' || vegetative === flowering
      ? schedule(vegetative)
      : t('overview.lightHours', {
          vegetative: schedule(vegetative),
          flowering: schedule(flowering),
        });
  };
}

/** The report's head: what was grown, how, where and since when. */
export function ReportOverview({ report }: { report: GrowReport }) {
  const { t } = useTranslation('results');
  const { day } = useDayFormat();
  const format = useResultFormat();
  const lightText = useLightText();
  const { results, environment } = report;
  const size =
    environment?.widthCm && environment.depthCm
      ? [environment.widthCm, environment.depthCm, environment.heightCm]
          .filter((value) => value !== null)
          .map((value) => format.number(value))
          .join(' × ')
      : null;
  const facts: Fact[] = [
    [
      t('overview.strain'),
      results.strain
        ? t('my-grow:strainBy', {
            strain: results.strain.name,
            producer: results.strain.producerName,
          })
        : t('my-grow:cycles.noStrain'),
    ],
    [t('overview.medium'), t(`my-grow:mediums.${results.growMedium}`)],
    [
      t('overview.plants'),
      t('overview.plantsHarvested', {
        plants: t('my-grow:plantCount', { count: results.plants.count }),
        count: results.plants.harvested,
      }),
    ],
    [t('overview.started'), day(results.startDate)],
    [t('overview.light'), lightText(results)],
  ];
  if (environment) {
    const type = t(`my-grow:environments.types.${environment.type}`, {
      defaultValue: environment.type,
    });
    facts.push([t('overview.environment'), size ? t('overview.size', { type, size }) : type]);
  }
  return (
    <Section title={t('overview.title')}>
      <FactList facts={facts} labelWidth="9rem" />
    </Section>
  );
}

/** Yield and what it comes to per plant, per m² and per watt, and the ratings. */
export function KeyFigures({ results }: { results: CycleResults }) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  const keyFigures = useKeyFigures();
  const weights = (['wetG', 'dryG', 'curedG'] as const)
    .filter((key) => results.yield[key] !== null)
    .map((key) => t(`figures.weights.${key}`, { value: format.grams(results.yield[key] ?? 0) }));
  // The yield says what it is made of: wet, dried and cured weights.
  const figures = keyFigures(results).map(([label, value], index): [string, string, string?] =>
    index === 0 ? [label, value, weights.join(' · ')] : [label, value],
  );
  const ratings = (['smell', 'taste', 'effect'] as const).map((key) => {
    const value = results.ratings[key];
    return t(`figures.ratings.${key}`, {
      value: value === null ? '–' : t('figures.outOfFive', { value: format.number(value) }),
    });
  });

  return (
    <Section title={t('figures.title')}>
      {results.yield.finalG === null && (
        <Text size="sm" c="dimmed">
          {t('figures.noHarvest')}
        </Text>
      )}
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" m={0}>
        {figures.map(([label, value, detail]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} fz="xl">
              {value}
            </Text>
            {detail && (
              <Text component="dd" m={0} size="xs" c="dimmed">
                {detail}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm">{ratings.join(' · ')}</Text>
    </Section>
  );
}
