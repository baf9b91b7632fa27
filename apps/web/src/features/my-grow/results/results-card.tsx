import { Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../../../shared/ui/section';
import { useCycleResults } from '../api/get-cycle-results';
import { useKeyFigures } from './figures';

/**
 * The cycle's results at a glance once there is a harvest (or the cycle is in harvest or done):
 * yield, per plant, per m², per watt, € per gram and the total cost, with the way to the grow
 * report and to the comparison. Loaded by ./results-card-slot.tsx.
 */
export function ResultsCard({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('results');
  const keyFigures = useKeyFigures();
  const results = useCycleResults(cycle.id);
  const data = results.data;
  const harvested = (data?.yield.finalG ?? null) !== null;
  if (!data || (!harvested && cycle.phase !== 'harvest' && cycle.phase !== 'complete')) {
    return null;
  }

  const figures = keyFigures(data);

  return (
    <Section
      title={t('card.title')}
      action={
        <Group gap="md">
          <Anchor component={Link} to={pagePath(pagePaths.growReport, { id: cycle.id })} size="sm">
            {t('card.report')}
          </Anchor>
          <Anchor component={Link} to={`${pagePaths.compareGrows}?ids=${cycle.id}`} size="sm">
            {t('card.compare')}
          </Anchor>
        </Group>
      }
    >
      {!harvested && (
        <Text size="sm" c="dimmed">
          {t('figures.noHarvest')}
        </Text>
      )}
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 6 }} spacing="md" m={0}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} fz="lg">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Section>
  );
}
