import { Group, Paper, Stack, Text } from '@mantine/core';
import type { InventoryKind, InventoryTotals } from '@maryjane/contract/inventory';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';

/** Entries and spend of this list, and the spend over the whole inventory. */
export function InventoryTotalsBar({
  kind,
  totals,
}: {
  kind: InventoryKind;
  totals: InventoryTotals | undefined;
}) {
  const { t } = useTranslation('inventory');
  const format = useFormatters();
  const mine = totals?.kinds.find((entry) => entry.kind === kind);
  const stats = [
    {
      label: t('totals.entries'),
      value: mine ? t('totals.entriesValue', { count: mine.lines, pieces: mine.quantity }) : '–',
    },
    { label: t('totals.spend'), value: mine ? format.price(mine.spend) : '–' },
    { label: t('totals.overall'), value: totals ? format.price(totals.spend) : '–' },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label={t('totals.label')}>
      <Group gap="xl" wrap="wrap">
        {stats.map(({ label, value }) => (
          <Stack key={label} gap={0}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
