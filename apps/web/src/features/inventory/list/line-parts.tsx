import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import type { InventoryItem } from '@maryjane/contract/inventory';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The brand the grower noted, else the catalogue's (for seeds: the producer). */
/**
 * The quantity as the lists show it: a seeds line sown to its last seed is "used up"; a supplies
 * line says how much is left of it ("2 · 850 ml left", issue 26).
 */
export function useQuantityText() {
  const { t, i18n } = useTranslation('inventory');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (line: InventoryItem) => {
    const quantity = line.quantity === 0 ? t('list.usedUp') : String(line.quantity);
    if (line.stockAmount === null || line.stockUnit === null) return quantity;
    const left = t('list.left', { amount: number.format(line.stockAmount), unit: line.stockUnit });
    return `${quantity} · ${left}`;
  };
}

export const brandOf = (line: InventoryItem) =>
  line.brand ?? line.item.brand ?? line.strain?.producerName ?? null;

/** Marks a line whose item the grower made themselves. */
export function CustomBadge({ line }: { line: InventoryItem }) {
  const { t } = useTranslation('inventory');
  if (!line.item.custom) return null;
  // The dot variant keeps the text in the body colour, which passes contrast in both schemes.
  return (
    <Badge variant="dot" color="orange" tt="none">
      {t('list.custom')}
    </Badge>
  );
}

export interface LineActionsProps {
  onEdit: (line: InventoryItem) => void;
  onDelete: (line: InventoryItem) => void;
}

/** Edit and Delete for one line, named with the line so a screen reader can tell rows apart. */
export function LineActions({
  line,
  onEdit,
  onDelete,
}: LineActionsProps & { line: InventoryItem }) {
  const { t } = useTranslation('inventory');
  const name = line.item.name;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('actions.edit')}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-label={t('actions.editLine', { name })}
          onClick={() => onEdit(line)}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('actions.delete')}>
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={t('actions.deleteLine', { name })}
          onClick={() => onDelete(line)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
