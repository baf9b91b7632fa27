import { Group, Select, TextInput } from '@mantine/core';
import { stockBodyFields, stockUnits, type StockUnit } from '@maryjane/contract/feeding';
import type { InventoryItem } from '@maryjane/contract/inventory';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateWithSchema } from '../../../shared/forms/validate-field';
import { readPrice } from './line-form';

/**
 * How much is left of a supplies line, in ml or g (issue 26): feed entries take from it. Empty
 * means not known; on a new line, the server counts the catalogue's pack size × quantity.
 */
export function useStockFields(line: InventoryItem | null) {
  const { t } = useTranslation('inventory');
  const [amount, setAmount] = useState(
    line?.stockAmount === null || !line ? '' : String(line.stockAmount),
  );
  const [unit, setUnit] = useState<StockUnit>(line?.stockUnit ?? 'ml');
  const [error, setError] = useState<string | null>(null);
  const typed = readPrice(amount);

  return {
    /** Whether the amount can be sent (shows the error otherwise). */
    check: () => {
      const code = typed === '' ? null : validateWithSchema(stockBodyFields.stockAmount, typed);
      setError(code);
      return code === null;
    },
    body: () => {
      if (typed !== '') return { stockAmount: Number(typed), stockUnit: unit };
      return line ? { stockAmount: null, stockUnit: null } : {};
    },
    fields: (
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('fields.stockAmount')}
          description={t(line ? 'fields.stockHint' : 'fields.stockHintNew')}
          inputMode="decimal"
          name="stockAmount"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={error ? t(`validation:${error}`) : undefined}
          style={{ flex: 1 }}
        />
        <Select
          label={t('fields.stockUnit')}
          data={stockUnits.map((value) => ({ value, label: value }))}
          value={unit}
          allowDeselect={false}
          onChange={(value) => setUnit((value as StockUnit | null) ?? 'ml')}
          w={88}
        />
      </Group>
    ),
  };
}
