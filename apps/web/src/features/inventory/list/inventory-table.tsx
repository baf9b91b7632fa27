import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { InventoryItem, InventoryKind } from '@maryjane/contract/inventory';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useTypeLabel } from '../ui/use-type-label';
import {
  brandOf,
  CustomBadge,
  LineActions,
  useQuantityText,
  type LineActionsProps,
} from './line-parts';

interface InventoryTableProps extends LineActionsProps {
  kind: InventoryKind;
  lines: InventoryItem[];
  caption: string;
}

/** The lines side by side on a wide screen, one row each. */
export function InventoryTable({ kind, lines, caption, ...actions }: InventoryTableProps) {
  const { t } = useTranslation('inventory');
  const format = useFormatters();
  const typeLabel = useTypeLabel(kind);
  const quantityText = useQuantityText();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.type')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.price')}
            </Table.Th>
            <Table.Th scope="col">{t('columns.purchaseDate')}</Table.Th>
            <Table.Th scope="col">{t('columns.storageLocation')}</Table.Th>
            <Table.Th scope="col">{t('columns.retailer')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const brand = brandOf(line);
            return (
              <Table.Tr key={line.id}>
                <Table.Th scope="row" fw={400}>
                  <Stack gap={2}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {line.item.name}
                      </Text>
                      <CustomBadge line={line} />
                    </Group>
                    {brand && (
                      <Text size="xs" c="dimmed">
                        {brand}
                      </Text>
                    )}
                  </Stack>
                </Table.Th>
                <Table.Td>{typeLabel(line.item.type)}</Table.Td>
                <Table.Td ta="right">{quantityText(line)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.price === null ? '' : format.price(line.price)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {line.purchaseDate ? format.date(line.purchaseDate) : ''}
                </Table.Td>
                <Table.Td>{line.storageLocation}</Table.Td>
                <Table.Td>{line.retailer}</Table.Td>
                <Table.Td>
                  <LineActions line={line} {...actions} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
