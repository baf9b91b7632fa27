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
// Plant records (issue 26)
import {
  JournalRecordFields,
  recordBody,
  recordInitialValues,
  recordRules,
  type RecordValues,
} from '../plant-records/journal-record-fields';
import { PhotoPicker } from '../photos/photo-picker';
import { usePhotoUploads } from '../photos/use-photo-uploads';
import { useState } from 'react';

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
} & RecordValues;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A new entry's kind and plant, as a plant page's quick actions choose them. */
export type JournalPreset = { kind: JournalKind; plantId: string | null };

function initialValues(entry: JournalEntry | null, preset?: JournalPreset): Values {
  return {
    date: entry?.date ?? localToday(),
    kind: entry?.kind ?? preset?.kind ?? 'water',
    plantId: entry?.plantId ?? preset?.plantId ?? '',
    amountL: text(entry?.amountL),
    ph: text(entry?.ph),
    ec: text(entry?.ec),
    note: entry?.note ?? '',
    ...recordInitialValues(entry),
  };
}

function toBody(values: Values, editing: boolean): JournalEntryBody {
  return {
    date: values.date,
    kind: values.kind as JournalKind,
    plantId: values.plantId || null,
    amountL: numberOrNull(values.amountL),
    ph: numberOrNull(values.ph),
    ec: numberOrNull(values.ec),
    note: values.note,
    ...recordBody(values, editing),
  };
}

/** A journal entry: what was done on which day, to the whole cycle or one plant. */
export function JournalForm({
  cycleId,
  entry,
  plants,
  preset,
  onDone,
  kind = 'water',
}: {
  cycleId: string;
  entry: JournalEntry | null;
  plants: Plant[];
  preset?: JournalPreset;
  onDone: () => void;
  /** What a new entry is about at first (the dashboard's "Fed" opens the form on 'feed'). */
  kind?: JournalKind;
}) {
  const { t } = useTranslation('my-grow');
  const nameOf = usePlantName();
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  // Photos wait for the entry: they are uploaded with its id once it is saved.
  const [chosen, setChosen] = useState<File[]>([]);
  const uploads = usePhotoUploads();
  // Saved, but a photo failed: only closing is left (saving again would add the entry twice).
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    initialValues: initialValues(entry, preset ?? { kind, plantId: null }),
    rules: {
      date: dayRule('happened'),
      kind: schemaRule(shape.kind),
      amountL: decimalRule(shape.amountL),
      ph: decimalRule(shape.ph),
      ec: decimalRule(shape.ec),
      note: schemaRule(shape.note),
      ...recordRules<Values>(),
    },
  });

  // Feeding from the grower's own nutrients (issue 26): products and doses of a feed entry.
  const feed = useJournalFeed(entry, form.values.kind);
  const waterL = numberOrNull(form.values.amountL);

  const submit = form.onSubmit((values) => {
    const checked = feed.check(waterL);
    if (checked.needsWater) form.setFieldError('amountL', { source: 'client', code: 'required' });
    if (!checked.ok) return;
    const body = { ...toBody(values, entry !== null), feed: feed.body() };
    const options = {
      onSuccess: async ({ data: saved, stock }: { data: JournalEntry; stock: StockWarning[] }) => {
        snackbar.success(t(entry ? 'journal.saved' : 'journal.added'));
        feed.warn(stock);
        if (chosen.length === 0) return onDone();
        const failed = await uploads.upload(chosen, {
          cycleId,
          entryId: saved.id,
          takenOn: saved.date,
        });
        // A failed file stays listed with its reason; the grower closes the form.
        setChosen([]);
        if (failed === 0) onDone();
        else setSaved(true);
      },
      onError: (error: unknown) => {
        if (!feed.placeServerErrors(error)) form.handleServerError(error);
        else if (isApiError(error)) form.setServerErrors(error.fieldErrors);
      },
    };
    if (entry) update.mutate({ id: entry.id, body }, options);
    else {
      create.mutate(
        { cycleId, body },
        {
          ...options,
          // Without a connection the entry waits on this device (shared/offline).
          onSuccess: async (result) => {
            if (!result.queued) return options.onSuccess(result.made);
            snackbar.info(t('journal.queued'));
            // Its photos wait on the device too, and follow the entry when it is sent.
            if (chosen.length > 0) {
              await uploads.upload(chosen, { cycleId, entryKey: result.key, takenOn: values.date });
            }
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
        <JournalRecordFields form={form} />
        {feed.fields(Number.isNaN(waterL) ? null : waterL)}
        <Textarea label={t('journal.form.note')} rows={3} {...textareaProps(form, 'note')} />
        <PhotoPicker
          label={t('photos.addToEntry')}
          items={[
            ...uploads.items,
            ...chosen.map((file, index) => ({
              key: `chosen-${index}`,
              name: file.name,
              status: 'chosen' as const,
            })),
          ]}
          onPick={(files) => setChosen((current) => [...current, ...files])}
          disabled={saved}
        />
        <Group justify="flex-end">
          {saved ? (
            <Button onClick={onDone}>{t('photos.done')}</Button>
          ) : (
            <>
              <Button variant="default" onClick={onDone}>
                {t('actions.cancel')}
              </Button>
              <Button
                type="submit"
                loading={create.isPending || update.isPending || uploads.pending}
              >
                {t(entry ? 'actions.save' : 'journal.add')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
