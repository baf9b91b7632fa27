import { Select, TextInput } from '@mantine/core';
import {
  journalEntryBodySchema,
  type JournalEntry,
  type JournalEntryBody,
} from '@maryjane/contract/grow-cycles';
import {
  healthCodes,
  trainingTechniques,
  type HealthCode,
  type TrainingTechnique,
} from '@maryjane/contract/plant-records';
import { useTranslation } from 'react-i18next';
import type { Form } from '../../../shared/forms/use-form';
import type { Rule } from '../../../shared/forms/validate-field';
import { decimalRule, numberOrNull, selectProps } from '../ui/form-props';

/**
 * The plant-record part of a journal entry (issue 26): a height on a `measure` entry, the
 * technique (and a transplant's new pot) on a `train` entry, what was seen on an `observe` entry.
 * Fields that do not fit the chosen kind are not shown and are sent empty.
 */

export type RecordValues = { heightCm: string; training: string; potL: string; health: string };
type WithKind = RecordValues & { kind: string };

const shape = journalEntryBodySchema.shape;
const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function recordInitialValues(entry: JournalEntry | null): RecordValues {
  return {
    heightCm: text(entry?.heightCm),
    training: entry?.training ?? '',
    potL: text(entry?.potL),
    health: entry?.health ?? '',
  };
}

/**
 * The record fields of the body. A new entry leaves out what is empty; an edit sends the empty
 * ones as null, so a field that no longer fits the kind is cleared.
 */
export function recordBody(
  values: WithKind,
  editing: boolean,
): Pick<JournalEntryBody, 'heightCm' | 'training' | 'potL' | 'health'> {
  const training = values.kind === 'train' ? (values.training as TrainingTechnique) || null : null;
  const body = {
    heightCm: values.kind === 'measure' ? numberOrNull(values.heightCm) : null,
    training,
    potL: training === 'transplant' ? numberOrNull(values.potL) : null,
    health: values.kind === 'observe' ? (values.health as HealthCode) || null : null,
  };
  if (editing) return body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
}

export function recordRules<V extends WithKind>(): { [K in keyof RecordValues]: Rule<V> } {
  const height = decimalRule<V>(shape.heightCm);
  const pot = decimalRule<V>(shape.potL);
  return {
    heightCm: (value, values) =>
      values.kind !== 'measure' ? null : value.trim() === '' ? 'required' : height(value, values),
    training: () => null,
    potL: (value, values) =>
      values.kind === 'train' && values.training === 'transplant' ? pot(value, values) : null,
    health: () => null,
  };
}

export function JournalRecordFields<V extends WithKind>({ form: typed }: { form: Form<V> }) {
  const { t } = useTranslation('my-grow');
  // Only the record fields are touched; TypeScript cannot see that V's values are strings.
  const form = typed as unknown as Form<WithKind>;
  const kind = form.values.kind;
  if (kind === 'measure') {
    return (
      <TextInput
        label={t('records.form.heightCm')}
        inputMode="decimal"
        required
        {...form.getInputProps('heightCm')}
      />
    );
  }
  if (kind === 'train') {
    return (
      <>
        <Select
          label={t('records.form.training')}
          data={trainingTechniques.map((value) => ({
            value,
            label: t(`records.training.${value}`),
          }))}
          clearable
          {...selectProps(form, 'training')}
        />
        {form.values.training === 'transplant' && (
          <TextInput
            label={t('records.form.potL')}
            inputMode="decimal"
            {...form.getInputProps('potL')}
          />
        )}
      </>
    );
  }
  if (kind === 'observe') {
    return (
      <Select
        label={t('records.form.health')}
        description={t('records.form.healthHint')}
        data={healthCodes.map((value) => ({ value, label: t(`records.health.${value}`) }))}
        clearable
        searchable
        {...selectProps(form, 'health')}
      />
    );
  }
  return null;
}
