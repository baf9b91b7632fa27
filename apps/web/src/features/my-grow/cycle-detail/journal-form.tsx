import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  journalEntryBodySchema,
  journalKinds,
  type JournalEntry,
  type JournalEntryBody,
  type JournalKind,
  type Plant,
} from '@maryjane/contract/grow-cycles';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { dayRule, schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { DateField } from '../../../shared/ui/date-field';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { useUpdateJournalEntry } from '../api/update-journal-entry';
import { usePlantName } from '../plants/plant-form';
import { localToday } from '../../../shared/ui/dates';
import { decimalRule, numberOrNull, selectProps, textareaProps } from '../ui/form-props';

const shape = journalEntryBodySchema.shape;
const measures = ['amountL', 'ph', 'ec'] as const;

type Values = {
  date: string;
  kind: string;
  plantId: string;
  amountL: string;
  ph: string;
  ec: string;
  note: string;
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function initialValues(entry: JournalEntry | null, kind: JournalKind): Values {
  return {
    date: entry?.date ?? localToday(),
    kind: entry?.kind ?? kind,
    plantId: entry?.plantId ?? '',
    amountL: text(entry?.amountL),
    ph: text(entry?.ph),
    ec: text(entry?.ec),
    note: entry?.note ?? '',
  };
}

function toBody(values: Values): JournalEntryBody {
  return {
    date: values.date,
    kind: values.kind as JournalKind,
    plantId: values.plantId || null,
    amountL: numberOrNull(values.amountL),
    ph: numberOrNull(values.ph),
    ec: numberOrNull(values.ec),
    note: values.note,
  };
}

/** A journal entry: what was done on which day, to the whole cycle or one plant. */
export function JournalForm({
  cycleId,
  entry,
  plants,
  onDone,
  kind = 'water',
}: {
  cycleId: string;
  entry: JournalEntry | null;
  plants: Plant[];
  onDone: () => void;
  /** What a new entry is about at first (the dashboard's "Fed" opens the form on 'feed'). */
  kind?: JournalKind;
}) {
  const { t } = useTranslation('my-grow');
  const nameOf = usePlantName();
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const form = useForm<Values>({
    initialValues: initialValues(entry, kind),
    rules: {
      date: dayRule('happened'),
      kind: schemaRule(shape.kind),
      amountL: decimalRule(shape.amountL),
      ph: decimalRule(shape.ph),
      ec: decimalRule(shape.ec),
      note: schemaRule(shape.note),
    },
  });

  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    const options = {
      onSuccess: () => {
        snackbar.success(t(entry ? 'journal.saved' : 'journal.added'));
        onDone();
      },
      onError: form.handleServerError,
    };
    if (entry) update.mutate({ id: entry.id, body }, options);
    else {
      create.mutate(
        { cycleId, body },
        {
          ...options,
          // Without a connection the entry waits on this device (shared/offline).
          onSuccess: (result) => {
            if (result.queued) snackbar.info(t('journal.queued'));
            else snackbar.success(t('journal.added'));
            onDone();
          },
        },
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField
            label={t('journal.form.date')}
            required
            maxDate={localToday()}
            {...form.getInputProps('date')}
          />
          <Select
            label={t('journal.form.kind')}
            required
            data={journalKinds.map((kind) => ({ value: kind, label: t(`journal.kinds.${kind}`) }))}
            {...selectProps(form, 'kind')}
          />
        </SimpleGrid>
        <Select
          label={t('journal.form.plant')}
          placeholder={t('journal.wholeCycle')}
          data={plants.map((plant) => ({ value: plant.id, label: nameOf(plant) }))}
          clearable
          {...selectProps(form, 'plantId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {measures.map((field) => (
            <TextInput
              key={field}
              label={t(`journal.form.${field}`)}
              inputMode="decimal"
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <Textarea label={t('journal.form.note')} rows={3} {...textareaProps(form, 'note')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t(entry ? 'actions.save' : 'journal.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
