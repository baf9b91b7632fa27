import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { useTranslation } from 'react-i18next';
import { HarvestText } from '../grow-cycles/harvest-text';
import { useDayFormat } from '../ui/use-day-format';
import { PhaseBadge } from '../../../shared/ui/phase-badge';
import { FactList, type Fact } from '../../../shared/ui/fact-list';

/** The cycle's facts: strain, medium, plants, environment, start, and the way to harvest. */
export function CycleSummary({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const percent = Math.round(cycle.schedule.progress * 100);
  const facts: Fact[] = [
    [
      t('detail.strain'),
      cycle.strain
        ? t('strainBy', { strain: cycle.strain.name, producer: cycle.strain.producerName })
        : t('cycles.noStrain'),
    ],
    [
      t('detail.floweringType'),
      cycle.strain ? t(`floweringTypes.${cycle.strain.floweringType}`) : '–',
    ],
    [t('detail.medium'), t(`mediums.${cycle.growMedium}`)],
    [t('cycles.card.plants'), t('plantCount', { count: cycle.numberOfPlants })],
    [t('cycles.card.environment'), cycle.environment?.name ?? t('detail.noEnvironment')],
    [t('cycles.card.started'), format.day(cycle.startDate)],
  ];

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FactList facts={facts} labelWidth="9rem" />
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('detail.phase')}
            </Text>
            <PhaseBadge phase={cycle.phase} />
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              {t('cycles.card.harvest')}:
            </Text>{' '}
            <HarvestText cycle={cycle} />
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            {t('cycles.card.progressValue', { percent })}
          </Text>
          <Progress
            value={percent}
            size="lg"
            aria-label={t('cycles.card.progress', { name: cycle.name })}
            color={cycle.phase === 'complete' ? 'gray.7' : undefined}
          />
          {cycle.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {cycle.notes}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
