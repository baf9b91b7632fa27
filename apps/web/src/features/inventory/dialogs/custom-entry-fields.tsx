import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { CatalogueKind } from '@maryjane/contract/catalogue';
import {
  FLOWERING_WEEKS_MAX,
  FLOWERING_WEEKS_MIN,
  floweringTypes,
  seedTypes,
} from '@maryjane/contract/strains';
import { useTranslation } from 'react-i18next';
import type { Form } from '../../../shared/forms/use-form';
import type { CustomValues } from '../form/custom-form';
import { lineTypes } from '../ui/kinds';

type CustomForm = Form<CustomValues>;

/** A Select's props from the form: Mantine hands over `null` for "nothing chosen". */
function selectProps(form: CustomForm, field: keyof CustomValues & string) {
  return {
    ...form.getInputProps(field),
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setValue(field, value ?? ''),
  };
}

/** Name, producer and the facts a grow cycle's schedule needs of the grower's own strain. */
export function CustomStrainFields({ form }: { form: CustomForm }) {
  const { t } = useTranslation(['inventory', 'catalogue']);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput {...form.getInputProps('name')} label={t('custom.strainName')} required />
      <TextInput {...form.getInputProps('producer')} label={t('custom.producer')} required />
      <Select
        {...selectProps(form, 'floweringType')}
        label={t('custom.floweringType')}
        data={floweringTypes.map((type) => ({
          value: type,
          label: t(`catalogue:floweringTypes.${type}`),
        }))}
        allowDeselect={false}
        required
      />
      <Select
        {...selectProps(form, 'seedType')}
        label={t('custom.seedType')}
        data={seedTypes.map((type) => ({ value: type, label: t(`catalogue:seedTypes.${type}`) }))}
        clearable
      />
      <NumberInput
        {...form.getInputProps('floweringWeeks')}
        onChange={(value) => form.setValue('floweringWeeks', String(value))}
        label={t('custom.floweringWeeks')}
        description={t('custom.floweringWeeksHint', {
          min: FLOWERING_WEEKS_MIN,
          max: FLOWERING_WEEKS_MAX,
        })}
        min={FLOWERING_WEEKS_MIN}
        max={FLOWERING_WEEKS_MAX}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
      />
      <TextInput
        {...form.getInputProps('genetics')}
        label={t('custom.genetics')}
        placeholder={t('custom.geneticsPlaceholder')}
      />
      <TextInput
        {...form.getInputProps('parents')}
        label={t('custom.parents')}
        placeholder={t('custom.parentsPlaceholder')}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}

/** Name, type and brand of the grower's own item. */
export function CustomItemFields({ kind, form }: { kind: CatalogueKind; form: CustomForm }) {
  const { t } = useTranslation(['inventory', 'catalogue']);
  const types = lineTypes(kind).map((type) => ({
    value: type,
    label: t(`catalogue:types.${type}`),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        {...form.getInputProps('name')}
        label={t('custom.itemName')}
        required
        style={{ gridColumn: '1 / -1' }}
      />
      <Select
        {...selectProps(form, 'type')}
        label={t('custom.type')}
        data={[...types].sort((a, b) => a.label.localeCompare(b.label))}
        allowDeselect={false}
        required
      />
      <TextInput {...form.getInputProps('brand')} label={t('fields.brand')} />
    </SimpleGrid>
  );
}
