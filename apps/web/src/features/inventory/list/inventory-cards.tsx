import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { InventoryItem, InventoryKind } from '@maryjane/contract/inventory';
import { useId } from 'react';
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
import { FactList, type Fact } from '../../../shared/ui/fact-list';

interface InventoryCardsProps extends LineActionsProps {
  kind: InventoryKind;
  lines: InventoryItem[];
}

/** The lines on a phone: one card each, the facts that are filled in as a list. */
export function InventoryCards({ kind, lines, ...actions }: InventoryCardsProps) {
  return (
    <Stack gap="sm">
      {lines.map((line) => (
        <LineCard key={line.id} kind={kind} line={line} {...actions} />
      ))}
    </Stack>
  );
}

function LineCard({
  kind,
  line,
  ...actions
}: LineActionsProps & { kind: InventoryKind; line: InventoryItem }) {
  const { t } = useTranslation('inventory');
  const format = useFormatters();
  const typeLabel = useTypeLabel(kind);
  const headingId = useId();
  const brand = brandOf(line);
  const quantityText = useQuantityText();
  const facts: Fact[] = [[t('columns.quantity'), quantityText(line)]];
  if (line.price !== null) facts.push([t('columns.price'), format.price(line.price)]);
  if (line.purchaseDate) facts.push([t('columns.purchaseDate'), format.date(line.purchaseDate)]);
  if (line.storageLocation) facts.push([t('columns.storageLocation'), line.storageLocation]);
  if (line.retailer) facts.push([t('columns.retailer'), line.retailer]);

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {line.item.name}
            </Title>
            {brand && (
              <Text size="sm" c="dimmed">
                {brand}
              </Text>
            )}
          </div>
          <LineActions line={line} {...actions} />
        </Group>
        <Group gap={6}>
          <Badge variant="outline" tt="none">
            {typeLabel(line.item.type)}
          </Badge>
          <CustomBadge line={line} />
        </Group>
        <FactList facts={facts} labelWidth="9rem" />
      </Stack>
    </Card>
  );
}
