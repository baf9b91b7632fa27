import {
  Button,
  CloseButton,
  Group,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  harvestBodySchema,
  harvestRatings,
  type Harvest,
  type HarvestBody,
  type HarvestRating,
} from '@maryjane/contract/harvests';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type Form } from '../../../shared/forms/use-form';
import { dayRule, problemOfIssue, type Rule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { DateField } from '../../../shared/ui/date-field';
import { localToday } from '../../../shared/ui/dates';
import { useSaveHarvest } from '../api/save-harvest';
import { numberOrNull, textareaProps } from '../ui/form-props';

const weights = ['wetG', 'trimG', 'dryG', 'curedG'] as const;
const days = ['wetDate', 'dryDate', 'curedDate'] as const;

type Values = Record<(typeof weights)[number] | (typeof days)[number] | HarvestRating, string> & {
  notes: string;
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function initialValues(harvest: Harvest | null): Values {
  return {
    wetG: text(harvest?.wetG),
    wetDate: text(harvest?.wetDate),
    trimG: text(harvest?.trimG),
    dryG: text(harvest?.dryG),
    dryDate: text(harvest?.dryDate),
    curedG: text(harvest?.curedG),
    curedDate: text(harvest?.curedDate),
    smell: text(harvest?.smell),
    taste: text(harvest?.taste),
    effect: text(harvest?.effect),
    notes: text(harvest?.notes),
  };
}

/** The record as the API takes it: an empty field is cleared. */
export function harvestBody(values: Values): HarvestBody {
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  return {
    wetG: numberOrNull(values.wetG),
    wetDate: orNull(values.wetDate),
    trimG: numberOrNull(values.trimG),
    dryG: numberOrNull(values.dryG),
    dryDate: orNull(values.dryDate),
    curedG: numberOrNull(values.curedG),
    curedDate: orNull(values.curedDate),
    smell: numberOrNull(values.smell),
    taste: numberOrNull(values.taste),
    effect: numberOrNull(values.effect),
    notes: orNull(values.notes),
  };
}

const happened = dayRule<Values>('happened', { optional: true });

/** A field's rule: the contract's schema of the whole record (ranges and order), said on the field. */
const ruleFor =
  (field: keyof Values): Rule<Values> =>
  (value, values) => {
    const day = (days as readonly string[]).includes(field) ? happened(value, values) : null;
    if (day) return day;
    const result = harvestBodySchema.safeParse(harvestBody(values));
    const issue = result.error?.issues.find((found) => found.path[0] === field);
    if (!issue) return null;
    return problemOfIssue(issue, harvestBodySchema);
  };

const rules = Object.fromEntries(
  [...weights, ...days, ...harvestRatings].map((field) => [field, ruleFor(field)]),
) as Record<keyof Values, Rule<Values>>;

interface HarvestFormProps {
  plantId: string;
  harvest: Harvest | null;
  onDone: () => void;
}

/**
 * A plant's harvest record (issue 27), filled in step by step: wet weight and trim at the cut,
 * dry weight after drying, weight after curing, each with its day; smell, taste and effect 1–5.
 */
export function HarvestForm({ plantId, harvest, onDone }: HarvestFormProps) {
  const { t } = useTranslation('my-grow');
  const save = useSaveHarvest();
  const form = useForm<Values>({ initialValues: initialValues(harvest), rules });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { plantId, body: harvestBody(values) },
      {
        onSuccess: ({ legal }) => {
          if (legal.exceeded)
            snackbar.warning(`${t('harvestRecord.saved')}. ${t('harvestRecord.legal.title')}`);
          else snackbar.success(t('harvestRecord.saved'));
          onDone();
        },
        onError: form.handleServerError,
      },
    );
  });

  const weight = (field: (typeof weights)[number]) => (
    <TextInput
      label={t(`harvestRecord.fields.${field}`)}
      inputMode="decimal"
      {...form.getInputProps(field)}
    />
  );
  const day = (field: (typeof days)[number]) => (
    <DateField
      label={t(`harvestRecord.fields.${field}`)}
      maxDate={localToday()}
      clearable
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('harvestRecord.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {weight('wetG')}
          {day('wetDate')}
          {weight('trimG')}
          <span aria-hidden />
          {weight('dryG')}
          {day('dryDate')}
          {weight('curedG')}
          {day('curedDate')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {harvestRatings.map((rating) => (
            <RatingField key={rating} form={form} rating={rating} />
          ))}
        </SimpleGrid>
        <Textarea
          label={t('harvestRecord.fields.notes')}
          rows={3}
          {...textareaProps(form, 'notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Five stars as radio buttons (arrow keys move between them), with a button to clear them. */
function RatingField({ form, rating }: { form: Form<Values>; rating: HarvestRating }) {
  const { t } = useTranslation('my-grow');
  const labelId = useId();
  const label = t(`harvestRecord.ratings.${rating}`);
  const value = Number(form.values[rating]) || 0;
  const error = form.getInputProps(rating).error as string | undefined;
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Rating
          name={rating}
          value={value}
          onChange={(next) => form.setValue(rating, String(next))}
          getSymbolLabel={(index) => `${label}: ${t('harvestRecord.rating', { value: index })}`}
        />
        {value > 0 && (
          <CloseButton
            size="sm"
            aria-label={t('harvestRecord.clearRating', { label })}
            onClick={() => form.setValue(rating, '')}
          />
        )}
      </Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
