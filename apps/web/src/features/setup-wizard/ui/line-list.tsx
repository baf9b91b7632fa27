import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { QUANTITY_MAX, type InventoryKind } from '@maryjane/contract/inventory';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';
import type { WizardProblem } from '../state/problems';
import type { WizardAction } from '../state/wizard-reducer';
import { linePrice, type DraftLine } from '../state/wizard-state';
import { useProblemText } from './problem-text';
import { QuantityInput } from './quantity-input';

interface LineListProps {
  kind: InventoryKind;
  lines: DraftLine[];
  dispatch: Dispatch<WizardAction>;
  problems: WizardProblem[];
  onResolve: (ref: string | null) => void;
}

/** The chosen lines of one kind: quantity to change, line to remove, price of each. */
export function LineList({ kind, lines, dispatch, problems, onResolve }: LineListProps) {
  const { t } = useTranslation('setup-wizard');
  const format = useFormatters();
  const problemText = useProblemText();

  const typeLabel = (line: DraftLine) => {
    if (!line.type) return null;
    return kind === 'seeds' ? t(`floweringTypes.${line.type}`) : t(`types.${line.type}`);
  };

  if (lines.length === 0) {
    return <Text c="dimmed">{t(`lines.empty.${kind}`)}</Text>;
  }

  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t(`items.chosen.${kind}`)}
    >
      {lines.map((line) => {
        const price = linePrice(line);
        const problem = problems.find((candidate) => candidate.ref === line.ref);
        return (
          <Paper key={line.ref} component="li" withBorder p="sm">
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {line.name}
                  </Text>
                  {!line.itemId && (
                    <Badge variant="light" color="gray" tt="none" size="sm">
                      {t('lines.custom')}
                    </Badge>
                  )}
                </Group>
                {(line.brand || line.type) && (
                  <Text size="sm" c="dimmed">
                    {[line.brand, typeLabel(line)].filter(Boolean).join(' · ')}
                  </Text>
                )}
                {problem && (
                  <Text size="sm" c="var(--mantine-color-red-light-color)">
                    {problemText(problem)}
                  </Text>
                )}
              </Stack>
              <Group gap="sm" wrap="nowrap" align="center">
                <QuantityInput
                  aria-label={t('lines.quantityOf', { name: line.name })}
                  value={line.quantity}
                  max={QUANTITY_MAX}
                  onChange={(quantity) => {
                    if (quantity !== null)
                      dispatch({ type: 'setQuantity', ref: line.ref, quantity });
                  }}
                  w={88}
                  size="sm"
                />
                <Stack gap={0} align="flex-end" miw={88}>
                  <Text size="sm" fw={600}>
                    {price === null ? t('lines.noPrice') : format.price(price)}
                  </Text>
                  {line.unitPrice !== null && line.quantity > 1 && (
                    <Text size="xs" c="dimmed">
                      {t('lines.each', { price: format.price(line.unitPrice) })}
                    </Text>
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('lines.remove', { name: line.name })}
                  onClick={() => {
                    dispatch({ type: 'removeLine', ref: line.ref });
                    onResolve(line.ref);
                  }}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
