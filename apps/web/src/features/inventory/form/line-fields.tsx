import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { QUANTITY_MAX } from '@maryjane/contract/inventory';
import { NOTES_MAX_LENGTH } from '@maryjane/contract/validation';
import { useTranslation } from 'react-i18next';
import type { Form } from '../../../shared/forms/use-form';
import { DateField } from '../../../shared/ui/date-field';
import type { LineValues } from './line-form';

type LineField = keyof LineValues;
type FieldProps = ReturnType<Form<LineValues>['getInputProps']>;

/** What these fields need of a form whose values include a line's (any `useForm` of them). */
interface LineForm {
  getInputProps: (field: LineField) => Omit<FieldProps, 'name'> & { name: string };
  setValue: (field: LineField, value: string) => void;
}

interface LineFieldsProps {
  form: LineForm;
  /** Fields another part of the dialog asks for already (a custom item's brand). */
  hide?: LineField[];
  /** Under the price, e.g. the catalogue's typical price. */
  priceHint?: string;
}

/** Quantity, price paid, purchase date, storage location, retailer, brand, link and notes. */
export function LineFields({ form, hide = [], priceHint }: LineFieldsProps) {
  const { t } = useTranslation('inventory');
  const props = form.getInputProps;
  const shown = (field: LineField) => !hide.includes(field);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NumberInput
        {...props('quantity')}
        onChange={(value) => form.setValue('quantity', String(value))}
        label={t('fields.quantity')}
        min={1}
        max={QUANTITY_MAX}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        required
      />
      <TextInput
        {...props('price')}
        label={t('fields.price')}
        description={priceHint ?? t('fields.priceHint')}
        inputMode="decimal"
        placeholder="0.00"
        rightSection="€"
      />
      <DateField
        {...props('purchaseDate')}
        onChange={(value) => form.setValue('purchaseDate', value)}
        label={t('fields.purchaseDate')}
      />
      <TextInput {...props('storageLocation')} label={t('fields.storageLocation')} />
      <TextInput {...props('retailer')} label={t('fields.retailer')} />
      {shown('brand') && <TextInput {...props('brand')} label={t('fields.brand')} />}
      <TextInput {...props('link')} label={t('fields.link')} type="url" inputMode="url" />
      <Textarea
        {...props('notes')}
        onChange={(event) => form.setValue('notes', event.currentTarget.value)}
        label={t('fields.notes')}
        rows={3}
        // A hard stop: the message of a too long text speaks of 50 characters.
        maxLength={NOTES_MAX_LENGTH}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}
