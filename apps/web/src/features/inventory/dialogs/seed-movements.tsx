import { List, Text } from '@mantine/core';
import type { InventoryItem, InventoryMovement } from '@maryjane/contract/inventory';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useLineMovements } from '../api/get-line-movements';

/**
 * What grow cycles took from a seeds line and gave back (issue 25), e.g. "3 sown on
 * 27 Nov 2026 for Winter grow". Nothing shows while there is nothing to show.
 */
export function SeedMovements({ line }: { line: InventoryItem }) {
  const { t } = useTranslation('inventory');
  const format = useFormatters();
  const movements = useLineMovements('seeds', line.id);
  if (!movements.data || movements.data.length === 0) return null;
  const text = (movement: InventoryMovement) =>
    t(`movements.${movement.reason}${movement.cycle ? '' : 'Deleted'}`, {
      count: Math.abs(movement.change),
      date: format.date(movement.date),
      cycle: movement.cycle?.name,
    });
  return (
    <section aria-label={t('movements.title')}>
      <Text size="sm" fw={600} mb={4}>
        {t('movements.title')}
      </Text>
      <List size="sm" spacing={2}>
        {movements.data.map((movement) => (
          <List.Item key={movement.id}>{text(movement)}</List.Item>
        ))}
      </List>
    </section>
  );
}
