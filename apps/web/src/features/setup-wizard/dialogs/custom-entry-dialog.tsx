import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { customItemBodySchema } from '@maryjane/contract/catalogue';
import { QUANTITY_MAX, type InventoryKind } from '@maryjane/contract/inventory';
import { customStrainBodySchema, floweringTypes } from '@maryjane/contract/strains';
import { positiveWholeNumber } from '@maryjane/contract/zod-helpers';
import { useTranslation } from 'react-i18next';
import { priceOf, priceRule } from '../../../shared/forms/price';
import { useForm, type Form, type Rules } from '../../../shared/forms/use-form';
import { schemaRule, type Rule } from '../../../shared/forms/validate-field';
import { PriceField } from '../../../shared/ui/price-field';
import { useItemTypes } from '../api/get-item-types';
import type { ListKind, NewLine } from '../state/wizard-state';
import { LoadError } from '../../../shared/ui/load-error';
import { FormDialog } from '../../../shared/ui/form-dialog';

type Values = {
  name: string;
  /** Items: a catalogue type. Seeds: the flowering type. */
  type: string;
  /** Items: the brand. Seeds: the producer. */
  brand: string;
  quantity: string;
  /** What one piece (seeds: one seed) costs, as typed; may stay empty. */
  price: string;
};

const empty: Values = { name: '', type: '', brand: '', quantity: '1', price: '' };
const strainShape = customStrainBodySchema.shape;
const wholeQuantity = schemaRule<Values>(positiveWholeNumber(QUANTITY_MAX));
/** An emptied quantity is missing, not 0. */
const quantityRule: Rule<Values> = (value, values) =>
  value.trim() === '' ? 'required' : wholeQuantity(value, values);

function rulesFor(kind: InventoryKind): Rules<Values> {
  if (kind === 'seeds') {
    return {
      name: schemaRule(strainShape.name),
      brand: schemaRule(strainShape.producer),
      type: schemaRule(strainShape.floweringType),
      quantity: quantityRule,
      price: priceRule(),
    };
  }
  const shape = customItemBodySchema(kind).shape;
  return {
    name: schemaRule(shape.name),
    type: schemaRule(shape.type),
    brand: schemaRule(shape.brand),
    quantity: quantityRule,
    price: priceRule(),
  };
}

/** A Select's props from the form: Mantine hands over `null` for "nothing chosen". */
function selectProps(form: Form<Values>, field: 'type') {
  return {
    ...form.getInputProps(field),
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setValue(field, value ?? ''),
    allowDeselect: false,
  };
}

/** Types a grower's own item may have: those this part of the catalogue keeps itself. */
function ItemTypeField({ kind, form }: { kind: ListKind; form: Form<Values> }) {
  const { t } = useTranslation('setup-wizard');
  const types = useItemTypes(kind);
  if (types.isError) {
    return <LoadError onRetry={() => void types.refetch()} retrying={types.isRefetching} />;
  }
  const data = (types.data ?? [])
    .filter((type) => type.seeAlso === null)
    .map((type) => ({ value: type.key, label: t(`types.${type.key}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Select
      {...selectProps(form, 'type')}
      label={t('custom.type')}
      data={data}
      disabled={types.isPending}
      placeholder={types.isPending ? t('loading') : undefined}
      required
    />
  );
}

function Fields({ kind, form }: { kind: InventoryKind; form: Form<Values> }) {
  const { t } = useTranslation('setup-wizard');
  const seeds = kind === 'seeds';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        {...form.getInputProps('name')}
        label={t(seeds ? 'custom.strainName' : 'custom.name')}
        required
        data-autofocus
      />
      <TextInput
        {...form.getInputProps('brand')}
        label={t(seeds ? 'custom.producer' : 'custom.brand')}
        required={seeds}
      />
      {seeds ? (
        <Select
          {...selectProps(form, 'type')}
          label={t('custom.floweringType')}
          data={floweringTypes.map((type) => ({ value: type, label: t(`floweringTypes.${type}`) }))}
          required
        />
      ) : (
        <ItemTypeField kind={kind} form={form} />
      )}
      <TextInput
        {...form.getInputProps('quantity')}
        label={t('custom.quantity')}
        inputMode="numeric"
        required
      />
      <PriceField
        {...form.getInputProps('price')}
        label={t(seeds ? 'custom.priceSeeds' : 'custom.price')}
        description={t('custom.priceHint')}
      />
    </SimpleGrid>
  );
}

interface CustomEntryDialogProps {
  kind: InventoryKind;
  opened: boolean;
  onClose: () => void;
  onAdd: (line: NewLine) => void;
}

function CustomEntryForm({ kind, onClose, onAdd }: Omit<CustomEntryDialogProps, 'opened'>) {
  const { t } = useTranslation('setup-wizard');
  const form = useForm<Values>({ initialValues: empty, rules: rulesFor(kind) });
  const submit = form.onSubmit((values) => {
    onAdd({
      kind,
      itemId: null,
      name: values.name.trim(),
      brand: values.brand.trim() || null,
      type: values.type,
      // With a price, the line counts in the totals and its price is saved with it.
      unitPrice: priceOf(values.price),
      quantity: Number(values.quantity),
      growWeeks: null,
      floweringWeeksMin: null,
      floweringWeeksMax: null,
      size: null,
    });
    onClose();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Fields kind={kind} form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('custom.cancel')}
          </Button>
          <Button type="submit">{t('custom.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The grower's own strain or item, kept in the wizard and made when the setup is saved. */
export function CustomEntryDialog({ kind, opened, onClose, onAdd }: CustomEntryDialogProps) {
  const { t } = useTranslation('setup-wizard');
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      centered={false}
      title={t(`custom.title.${kind}`)}
    >
      <CustomEntryForm kind={kind} onClose={onClose} onAdd={onAdd} />
    </FormDialog>
  );
}
