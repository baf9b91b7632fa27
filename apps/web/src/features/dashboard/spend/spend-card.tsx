import { Anchor, DataList, Group, Stack, Text } from '@mantine/core';
import { inventoryKinds } from '@maryjane/contract/inventory-kinds';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useInventoryTotals } from '../../../shared/api/get-inventory-totals';
import { CardSkeleton } from '../ui/card-states';
import { QueryState } from '../../../shared/ui/query-state';
import { useCardData } from '../ui/card-data';
import { cardMeta } from '../api/keys';
import { DashboardCard } from '../ui/dashboard-card';

/** What the grow has cost so far: over all, and per kind of inventory. */
export function SpendCard() {
  const { t } = useTranslation('dashboard');
  const format = useFormatters();
  const totals = useInventoryTotals(cardMeta);
  const card = useCardData(totals);

  return (
    <DashboardCard
      title={t('spend.title')}
      action={
        <Anchor component={Link} to="/my/inventory/equipment" size="sm">
          {t('spend.inventoryLink')}
        </Anchor>
      }
    >
      <QueryState
        query={card}
        loading={<CardSkeleton label={t('spend.loading')} lines={4} />}
        showReason
      >
        {({ kinds, spend }) => (
          <Stack gap="sm">
            <Group gap="xs" align="baseline">
              <Text fz={28} fw={700} lh={1.2}>
                {format.price(spend)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('spend.overall')}
              </Text>
            </Group>
            <DataList size="sm" gap={4} labelWidth="9rem">
              {inventoryKinds.map((kind) => {
                const entry = kinds.find((candidate) => candidate.kind === kind);
                return (
                  <DataList.Item key={kind}>
                    <DataList.ItemLabel>{t(`spend.kinds.${kind}`)}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {t('spend.kindValue', {
                        spend: format.price(entry?.spend ?? 0),
                        count: entry?.lines ?? 0,
                      })}
                    </DataList.ItemValue>
                  </DataList.Item>
                );
              })}
            </DataList>
          </Stack>
        )}
      </QueryState>
    </DashboardCard>
  );
}
