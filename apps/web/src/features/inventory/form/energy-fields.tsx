import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { energyBodyFields, type InventoryItem } from '@maryjane/contract/inventory';
import { DEFAULT_EQUIPMENT_CYCLES } from '@maryjane/contract/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateWithSchema } from '../../../shared/forms/validate-field';
import { readPrice } from './line-form';

type Field = keyof typeof energyBodyFields;
const fields: Field[] = ['watts', 'hoursPerDay', 'expectedCycles'];

const shown = (value: number | null) => (value === null ? '' : String(value));

/**
 * What an equipment line draws and how long it lasts, for the harvest costs (issue 27): watts
 * (empty: the catalogue's), hours a day (empty: a light follows the cycle's light schedule, other
 * devices run around the clock) and the grow cycles it should last (empty: 5).
 */
export function useEnergyFields(line: InventoryItem) {
  const { t } = useTranslation('inventory');
  const [values, setValues] = useState<Record<Field, string>>({
    watts: shown(line.watts),
    hoursPerDay: shown(line.hoursPerDay),
    expectedCycles: shown(line.expectedCycles),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const typed = (field: Field) => readPrice(values[field]);
  const isLight = line.item.type === 'light';
  const placeholders: Record<Field, string> = {
    watts:
      line.catalogueWatts === null ? '' : t('energy.fromCatalogue', { value: line.catalogueWatts }),
    hoursPerDay: t(isLight ? 'energy.lightSchedule' : 'energy.allDay'),
    expectedCycles: t('energy.defaultCycles', { value: DEFAULT_EQUIPMENT_CYCLES }),
  };

  return {
    /** Whether every typed value can be sent (shows the errors otherwise). */
    check: () => {
      const found: Partial<Record<Field, string>> = {};
      for (const field of fields) {
        const code =
          typed(field) === '' ? null : validateWithSchema(energyBodyFields[field], typed(field));
        if (code) found[field] = code;
      }
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    body: () =>
      Object.fromEntries(
        fields.map((field) => [field, typed(field) === '' ? null : Number(typed(field))]),
      ) as Record<Field, number | null>,
    fields: (
      <div>
        <Text size="sm" fw={500}>
          {t('energy.title')}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          {t('energy.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {fields.map((field) => (
            <TextInput
              key={field}
              label={t(`energy.${field}`)}
              name={field}
              inputMode={field === 'expectedCycles' ? 'numeric' : 'decimal'}
              placeholder={placeholders[field]}
              value={values[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field]: value }));
              }}
              error={errors[field] ? t(`validation:${errors[field]}`) : undefined}
            />
          ))}
        </SimpleGrid>
      </div>
    ),
  };
}
