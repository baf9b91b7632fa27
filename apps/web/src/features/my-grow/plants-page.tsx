import { pagePaths } from '@maryjane/contract/page-paths';
import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { Plant } from '@maryjane/contract/grow-cycles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlants } from './api/get-plants';
import { PlantList } from './plants/plant-list';
import { EmptyState } from './ui/empty-state';
import { QueryState } from '../../shared/ui/query-state';
import { PageHeader } from './ui/page-header';
import { PhaseBadge } from '../../shared/ui/phase-badge';
import { SkeletonCards } from '../../shared/ui/skeleton-cards';

/** The plants grouped by their cycle, in the order the API lists them. */
function byCycle(plants: Plant[]): Plant[][] {
  const groups = new Map<string, Plant[]>();
  for (const plant of plants) {
    const group = groups.get(plant.cycleId);
    if (group) group.push(plant);
    else groups.set(plant.cycleId, [plant]);
  }
  return [...groups.values()];
}

/** /my/plants: every plant, grouped by the grow cycle it belongs to. */
export function PlantsPage() {
  const { t } = useTranslation('my-grow');
  const plants = usePlants();

  return (
    <Stack gap="lg">
      <PageHeader title={t('plants.title')} description={t('plants.description')} />
      <QueryState
        query={plants}
        loading={<SkeletonCards count={2} label={t('plants.loading')} />}
        empty={
          <EmptyState title={t('plants.empty.title')} text={t('plants.empty.text')}>
            <Button component={Link} to={pagePaths.growCycles} variant="default">
              {t('plants.empty.cycles')}
            </Button>
          </EmptyState>
        }
      >
        {(list) =>
          byCycle(list).map((group) => <CyclePlants key={group[0]?.cycleId} plants={group} />)
        }
      </QueryState>
    </Stack>
  );
}

function CyclePlants({ plants }: { plants: Plant[] }) {
  const headingId = useId();
  const first = plants[0];
  if (!first) return null;
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id={headingId}>
            <Anchor component={Link} to={`/my/grow-cycles/${first.cycleId}`} inherit>
              {first.cycleName}
            </Anchor>
          </Title>
          <PhaseBadge phase={first.cyclePhase} />
        </Group>
        <PlantList plants={plants} cycleId={first.cycleId} deletable={false} />
      </Stack>
    </Paper>
  );
}
