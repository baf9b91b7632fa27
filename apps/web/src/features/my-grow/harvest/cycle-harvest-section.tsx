import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { GrowCycle, Plant } from '@maryjane/contract/grow-cycles';
import { finalWeight, harvestRatings, type Harvest } from '@maryjane/contract/harvests';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import type { GrowPhase } from '@maryjane/contract/phases';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../shared/ui/query-state';
import { Section } from '../../../shared/ui/section';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useCycleHarvests } from '../api/get-harvests';
import { usePlants } from '../api/get-plants';
import { SectionSkeleton } from '../cycle-detail/section-skeleton';
import { usePlantName } from '../plants/plant-form';
import { HarvestLegalNotice } from './harvest-legal-notice';

/** From flowering on a cycle is weighed; earlier only if a record was made anyway. */
const harvestPhases: readonly GrowPhase[] = ['flowering', 'harvest', 'complete'];

/** Grams summed over the records that have them; null when none has. */
function total(records: Harvest[], grams: (record: Harvest) => number | null) {
  const known = records.map(grams).filter((value): value is number => value !== null);
  return known.length === 0 ? null : Math.round(known.reduce((a, b) => a + b, 0) * 10) / 10;
}

/**
 * The cycle page's harvest (issue 27): each plant's weights and ratings with a link to record
 * them on its page, the cycle's totals and yield (the plants' final dried weights), and the
 * home possession warning.
 */
export function CycleHarvestSection({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const harvests = useCycleHarvests(cycle.id);
  const plants = usePlants(cycle.id);
  const recorded = harvests.data?.data ?? [];
  if (!harvestPhases.includes(cycle.phase) && recorded.length === 0) return null;
  return (
    <Section title={t('harvestRecord.title')}>
      <QueryState query={harvests} loading={<SectionSkeleton label={t('harvestRecord.loading')} />}>
        {({ data, legal }) => (
          <Stack gap="md">
            {data.length === 0 && <Text>{t('harvestRecord.cycle.none')}</Text>}
            <HarvestTable plants={plants.data ?? []} records={data} />
            <HarvestLegalNotice check={legal} />
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function HarvestTable({ plants, records }: { plants: Plant[]; records: Harvest[] }) {
  const { t } = useTranslation('my-grow');
  const { number } = useFormatters();
  const shortName = usePlantName();
  const nameOf = (plant: Plant) =>
    plant.name
      ? t('plants.numberedName', { number: plant.number, name: plant.name })
      : shortName(plant);
  const grams = (value: number | null) =>
    value === null ? '–' : t('harvestRecord.grams', { value: number(value) });
  const recordOf = (plant: Plant) => records.find((record) => record.plantId === plant.id);
  const yieldG = total(records, finalWeight);
  return (
    <Stack gap="xs">
      {/* A phone scrolls the table sideways; the plant stays the first column. */}
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('harvestRecord.cycle.plant')}</Table.Th>
              <Table.Th scope="col">{t('harvestRecord.steps.wet')}</Table.Th>
              <Table.Th scope="col">{t('harvestRecord.steps.dry')}</Table.Th>
              <Table.Th scope="col">{t('harvestRecord.steps.cured')}</Table.Th>
              {harvestRatings.map((rating) => (
                <Table.Th scope="col" key={rating}>
                  {t(`harvestRecord.ratings.${rating}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plants.map((plant) => {
              const record = recordOf(plant);
              return (
                <Table.Tr key={plant.id}>
                  <Table.Th scope="row" fw="normal">
                    <Anchor component={Link} to={pagePath(pagePaths.plant, { id: plant.id })}>
                      {nameOf(plant)}
                    </Anchor>
                    {!record && (
                      <Text size="xs" c="dimmed">
                        <Anchor
                          component={Link}
                          to={pagePath(pagePaths.plant, { id: plant.id })}
                          size="xs"
                          aria-label={`${t('harvestRecord.record')}: ${nameOf(plant)}`}
                        >
                          {t('harvestRecord.record')}
                        </Anchor>
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td>{grams(record?.wetG ?? null)}</Table.Td>
                  <Table.Td>{grams(record?.dryG ?? null)}</Table.Td>
                  <Table.Td>{grams(record?.curedG ?? null)}</Table.Td>
                  {harvestRatings.map((rating) => {
                    const value = record?.[rating] ?? null;
                    return (
                      <Table.Td key={rating}>
                        {value === null ? '–' : t('harvestRecord.rating', { value })}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('harvestRecord.cycle.total')}</Table.Th>
              <Table.Td fw={600}>{grams(total(records, (record) => record.wetG))}</Table.Td>
              <Table.Td fw={600}>{grams(total(records, (record) => record.dryG))}</Table.Td>
              <Table.Td fw={600}>{grams(total(records, (record) => record.curedG))}</Table.Td>
              <Table.Td colSpan={harvestRatings.length} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {yieldG !== null && (
        <Text fw={600}>{t('harvestRecord.cycle.yield', { grams: number(yieldG) })}</Text>
      )}
    </Stack>
  );
}
