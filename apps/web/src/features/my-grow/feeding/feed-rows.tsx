import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { doseUnits, type DoseUnit } from '@maryjane/contract/feeding';
import type { InventoryItem } from '@maryjane/contract/inventory';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { amountText, lineLabel, newDoseRow, type DoseRow } from './feed-text';

/**
 * The products of a feed entry or a plan row: a supplies line each, with a dose per litre; with
 * the water volume known, the amount of each is shown as it is typed.
 */
export function FeedRows({
  rows,
  onChange,
  lines,
  waterL,
  errors = {},
  idPrefix,
}: {
  rows: DoseRow[];
  onChange: (rows: DoseRow[]) => void;
  /** The grower's supplies lines. */
  lines: InventoryItem[];
  /** Litres of water; undefined where there is none (a plan row). */
  waterL?: number | null;
  /** Error texts by field, e.g. `0.itemId`. */
  errors?: Record<string, string | undefined>;
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation('my-grow');
  const change = (index: number, patch: Partial<DoseRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const options = lines.map((line) => ({
    value: line.id,
    label: lineLabel(t, i18n.language, line),
  }));

  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const amount = waterL === undefined ? null : amountText(t, i18n.language, waterL, row);
        return (
          <Stack key={row.key} gap={4}>
            <Select
              label={t('feeding.product', { number: index + 1 })}
              placeholder={t('feeding.pickProduct')}
              data={options}
              value={row.itemId || null}
              onChange={(value) => change(index, { itemId: value ?? '' })}
              error={errors[`${index}.itemId`]}
              searchable
              nothingFoundMessage={t('feeding.noSupplies')}
              name={`${idPrefix}.${index}.itemId`}
            />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t('feeding.dose')}
                inputMode="decimal"
                value={row.dose}
                onChange={(event) => change(index, { dose: event.currentTarget.value })}
                error={errors[`${index}.dose`]}
                name={`${idPrefix}.${index}.dose`}
                style={{ flex: 1 }}
              />
              <Select
                label={t('feeding.unit')}
                data={doseUnits.map((unit) => ({ value: unit, label: unit }))}
                value={row.unit}
                onChange={(value) => change(index, { unit: (value as DoseUnit | null) ?? 'ml/L' })}
                allowDeselect={false}
                w={96}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                size="lg"
                aria-label={t('feeding.remove', { number: index + 1 })}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            {amount && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {amount}
              </Text>
            )}
          </Stack>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...rows, newDoseRow()])}
        >
          {t('feeding.addProduct')}
        </Button>
      </Group>
    </Stack>
  );
}
