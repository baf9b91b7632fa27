import { Anchor, DataList, Progress, Stack, Text } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDayFormat } from '../ui/use-day-format';
import { PhaseBadge } from '../../../shared/ui/phase-badge';
import { HarvestText } from './harvest-text';
import { ItemCard } from '../../../shared/ui/item-card';

/** One grow cycle at a glance: what grows, how many, since when, and how far to harvest. */
export function CycleCard({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const percent = Math.round(cycle.schedule.progress * 100);

  return (
    <ItemCard
      title={
        <Anchor component={Link} to={`/my/grow-cycles/${cycle.id}`} inherit>
          {cycle.name}
        </Anchor>
      }
      headingOrder={2}
      subtitle={
        cycle.strain
          ? t('strainBy', { strain: cycle.strain.name, producer: cycle.strain.producerName })
          : t('cycles.noStrain')
      }
      aside={<PhaseBadge phase={cycle.phase} />}
      gap="sm"
    >
      <DataList size="sm" gap={4} labelWidth="8rem">
        <DataList.Item>
          <DataList.ItemLabel>{t('cycles.card.plants')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('plantCount', { count: cycle.numberOfPlants })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('cycles.card.started')}</DataList.ItemLabel>
          <DataList.ItemValue>{format.day(cycle.startDate)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('cycles.card.harvest')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <HarvestText cycle={cycle} />
          </DataList.ItemValue>
        </DataList.Item>
        {cycle.environment && (
          <DataList.Item>
            <DataList.ItemLabel>{t('cycles.card.environment')}</DataList.ItemLabel>
            <DataList.ItemValue>{cycle.environment.name}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList>
      <Stack gap={4} mt="auto">
        <Text size="xs" c="dimmed" aria-hidden>
          {t('cycles.card.progressValue', { percent })}
        </Text>
        <Progress
          value={percent}
          aria-label={t('cycles.card.progress', { name: cycle.name })}
          color={cycle.phase === 'complete' ? 'gray.7' : undefined}
        />
      </Stack>
    </ItemCard>
  );
}
