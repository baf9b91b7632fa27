import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  journalEntryBodySchema,
  journalKinds,
  type JournalEntry,
  type JournalEntryBody,
  type JournalKind,
  type Plant,
} from '@maryjane/contract/grow-cycles';
import type { StockWarning } from '@maryjane/contract/feeding';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-error';
import { useForm } from '../../../shared/forms/use-form';
import { dayRule, schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { DateField } from '../../../shared/ui/date-field';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { useUpdateJournalEntry } from '../api/update-journal-entry';
import { useJournalFeed } from '../feeding/journal-feed';
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

function initialValues(entry: JournalEntry | null): Values {
  return {
    date: entry?.date ?? localToday(),
    kind: entry?.kind ?? 'water',
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
}: {
  cycleId: string;
  entry: JournalEntry | null;
  plants: Plant[];
  onDone: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const nameOf = usePlantName();
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const form = useForm<Values>({
    initialValues: initialValues(entry),
    rules: {
      date: dayRule('happened'),
      kind: schemaRule(shape.kind),
      amountL: decimalRule(shape.amountL),
      ph: decimalRule(shape.ph),
      ec: decimalRule(shape.ec),
      note: schemaRule(shape.note),
    },
  });

  // Feeding from the grower's own nutrients (issue 26): products and doses of a feed entry.
  const feed = useJournalFeed(entry, form.values.kind);
  const waterL = numberOrNull(form.values.amountL);

  const submit = form.onSubmit((values) => {
    const checked = feed.check(waterL);
    if (checked.needsWater) form.setFieldError('amountL', { source: 'client', code: 'required' });
    if (!checked.ok) return;
    const body = { ...toBody(values), feed: feed.body() };
    const options = {
      onSuccess: ({ stock }: { stock: StockWarning[] }) => {
        snackbar.success(t(entry ? 'journal.saved' : 'journal.added'));
        feed.warn(stock);
        onDone();
      },
      onError: (error: unknown) => {
        if (!feed.placeServerErrors(error)) form.handleServerError(error);
        else if (isApiError(error)) form.setServerErrors(error.fieldErrors);
      },
    };
    if (entry) update.mutate({ id: entry.id, body }, options);
    else create.mutate({ cycleId, body }, options);
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
        {feed.fields(Number.isNaN(waterL) ? null : waterL)}
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
