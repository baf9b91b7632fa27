import {
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  growCycleBodySchema,
  type GrowCycle,
  type GrowCycleBody,
} from '@maryjane/contract/grow-cycles';
import { withPlants, type LegalCheck } from '@maryjane/contract/legal';
import { growMediums, livingPhases, type GrowMedium } from '@maryjane/contract/phases';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import { DEFAULT_LIGHT_HOURS } from '@maryjane/contract/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForm } from '../../../shared/forms/use-form';
import { dayRule, schemaProblem, schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { DateField } from '../../../shared/ui/date-field';
import { useCreateGrowCycle } from '../api/create-grow-cycle';
import { useEnvironments } from '../../../shared/api/get-environments';
import { useInventoryLines } from '../api/get-inventory-lines';
import { useLegalCheck } from '../../../shared/api/get-legal-check';
import { useUpdateGrowCycle } from '../api/update-grow-cycle';
import { localToday } from '../../../shared/ui/dates';
import { selectProps, textareaProps } from '../ui/form-props';
import { LegalNotice, useLegalCount } from '../../../shared/ui/legal-notice';
import { NoSeeds } from './no-seeds';
import { SeedsSource } from './seeds-source';

const shape = growCycleBodySchema.shape;

type Values = {
  name: string;
  seedId: string;
  growMedium: string;
  numberOfPlants: string;
  startDate: string;
  environmentId: string;
  lightHoursVegetative: string;
  lightHoursFlowering: string;
  notes: string;
};

const hoursOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const hoursBody = (value: string) => (value.trim() === '' ? null : Number(value));
/** Light hours: empty means the default, anything typed must be whole hours from 0 to 24. */
const hoursRule = (schema: typeof shape.lightHoursVegetative) => (value: string) =>
  value.trim() === '' ? null : schemaProblem(schema, value);

function initialValues(cycle: GrowCycle | null): Values {
  return {
    name: cycle?.name ?? '',
    seedId: cycle?.seedId ?? '',
    growMedium: cycle?.growMedium ?? '',
    numberOfPlants: String(cycle?.numberOfPlants ?? 1),
    startDate: cycle?.startDate ?? localToday(),
    environmentId: cycle?.environment?.id ?? '',
    lightHoursVegetative: hoursOf(cycle?.lightHoursVegetative),
    lightHoursFlowering: hoursOf(cycle?.lightHoursFlowering),
    notes: cycle?.notes ?? '',
  };
}

function toBody(values: Values): GrowCycleBody {
  return {
    name: values.name,
    seedId: values.seedId,
    growMedium: values.growMedium as GrowMedium,
    numberOfPlants: Number(values.numberOfPlants),
    startDate: values.startDate,
    environmentId: values.environmentId || null,
    lightHoursVegetative: hoursBody(values.lightHoursVegetative),
    lightHoursFlowering: hoursBody(values.lightHoursFlowering),
    notes: values.notes,
  };
}

/** Start a grow cycle, or change one (`cycle`). */
export function CycleForm({ cycle, onDone }: { cycle: GrowCycle | null; onDone: () => void }) {
  const { t } = useTranslation('my-grow');
  const create = useCreateGrowCycle();
  const navigate = useNavigate();
  const update = useUpdateGrowCycle();
  const seeds = useInventoryLines('seeds');
  const environments = useEnvironments();
  const legal = useLegalCheck();
  const legalCount = useLegalCount();
  const [seedsFromInventory, setSeedsFromInventory] = useState(true);
  const form = useForm<Values>({
    initialValues: initialValues(cycle),
    rules: {
      name: schemaRule(shape.name),
      // A cycle whose seeds line is gone keeps running without one.
      seedId: cycle && !cycle.seedId ? undefined : schemaRule(shape.seedId),
      growMedium: schemaRule(shape.growMedium),
      numberOfPlants: schemaRule(shape.numberOfPlants),
      startDate: dayRule('cycleStart'),
      lightHoursVegetative: hoursRule(shape.lightHoursVegetative),
      lightHoursFlowering: hoursRule(shape.lightHoursFlowering),
      notes: schemaRule(shape.notes),
    },
  });

  if (!cycle && seeds.data?.length === 0) return <NoSeeds onDone={onDone} />;

  const seedOptions = (seeds.data ?? []).map((line) => ({
    value: line.id,
    label: t('cycles.form.seedOption', {
      name: line.item.name,
      producer: line.strain?.producerName ?? line.item.brand ?? '',
      count: line.quantity,
    }),
  }));
  if (cycle?.seedId && cycle.strain && !seedOptions.some((o) => o.value === cycle.seedId)) {
    seedOptions.push({ value: cycle.seedId, label: cycle.strain.name });
  }

  // The plants the legal check would count once this is saved.
  const counted = cycle && livingPhases.includes(cycle.phase) ? cycle.numberOfPlants : 0;
  const wanted = Number(form.values.numberOfPlants);
  const counts = !cycle || livingPhases.includes(cycle.phase);
  const projected =
    legal.data && counts && Number.isInteger(wanted) && wanted > 0
      ? withPlants(legal.data, legal.data.plants - counted + wanted)
      : null;
  // New plants take a seed each from the line (issue 25).
  const newPlants = Number.isInteger(wanted) ? wanted - (cycle?.numberOfPlants ?? 0) : 0;
  const seedLine = (seeds.data ?? []).find((line) => line.id === form.values.seedId);
  const takesSeeds = newPlants > 0 && (!cycle || Boolean(cycle.seedId));
  // Autoflowers stay on their vegetative light in flower.
  const floweringType = seedLine?.strain?.floweringType ?? cycle?.strain?.floweringType;
  const floweringDefault =
    floweringType === 'autoflowering'
      ? DEFAULT_LIGHT_HOURS.autoflowering
      : DEFAULT_LIGHT_HOURS.flowering;

  const submit = form.onSubmit((values) => {
    // Absent means the seeds come from the line.
    const elsewhere = takesSeeds && !seedsFromInventory;
    const body = { ...toBody(values), ...(elsewhere ? { seedsFromInventory: false } : {}) };
    const options = {
      // The answer's legal check: saved over the limit, the confirmation warns with the count.
      onSuccess: ({ data: saved, legal: after }: { data: GrowCycle; legal: LegalCheck }) => {
        const done = t(cycle ? 'cycles.saved' : 'cycles.created', { name: body.name.trim() });
        if (after.exceeded) snackbar.warning(`${done}. ${legalCount(after)}`);
        else snackbar.success(done);
        onDone();
        // A back-dated cycle may have moved on already: its page asks for the days.
        if (!cycle && saved.startDate < localToday()) {
          void navigate(pagePath(pagePaths.growCycle, { id: saved.id }), {
            state: { enterPastPhases: true },
          });
        }
      },
      onError: form.handleServerError,
    };
    if (cycle) {
      const { seedId, ...rest } = body;
      update.mutate({ id: cycle.id, body: seedId ? body : rest }, options);
    } else {
      create.mutate(body, options);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('cycles.form.name')} required {...form.getInputProps('name')} />
        <Select
          label={t('cycles.form.seed')}
          required={!cycle || Boolean(cycle.seedId)}
          data={seedOptions}
          disabled={seeds.isPending}
          placeholder={seeds.isPending ? t('loading') : undefined}
          searchable
          nothingFoundMessage={t('cycles.form.nothingFound')}
          {...selectProps(form, 'seedId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('cycles.form.medium')}
            required
            data={growMediums.map((medium) => ({ value: medium, label: t(`mediums.${medium}`) }))}
            {...selectProps(form, 'growMedium')}
          />
          <TextInput
            label={t('cycles.form.numberOfPlants')}
            description={cycle ? t('cycles.form.fewerPlants') : undefined}
            required
            inputMode="numeric"
            {...form.getInputProps('numberOfPlants')}
          />
        </SimpleGrid>
        <DateField
          label={t('cycles.form.startDate')}
          required
          {...form.getInputProps('startDate')}
        />
        <Select
          label={t('cycles.form.environment')}
          description={t('cycles.form.environmentHint')}
          data={(environments.data ?? []).map((environment) => ({
            value: environment.id,
            label: environment.name,
          }))}
          clearable
          nothingFoundMessage={t('cycles.form.noEnvironments')}
          {...selectProps(form, 'environmentId')}
        />
        <Fieldset legend={t('cycles.form.lightSchedule')} variant="unstyled">
          <Text size="xs" c="dimmed" mb="xs">
            {t('cycles.form.lightScheduleHint')}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t('cycles.form.lightHoursVegetative')}
              inputMode="numeric"
              placeholder={t('cycles.form.lightHoursDefault', {
                hours: DEFAULT_LIGHT_HOURS.vegetative,
              })}
              {...form.getInputProps('lightHoursVegetative')}
            />
            <TextInput
              label={t('cycles.form.lightHoursFlowering')}
              inputMode="numeric"
              placeholder={t('cycles.form.lightHoursDefault', { hours: floweringDefault })}
              {...form.getInputProps('lightHoursFlowering')}
            />
          </SimpleGrid>
        </Fieldset>
        <Textarea label={t('cycles.form.notes')} rows={3} {...textareaProps(form, 'notes')} />
        {projected && <LegalNotice check={projected} planned />}
        {takesSeeds && (
          <SeedsSource
            checked={seedsFromInventory}
            onChange={setSeedsFromInventory}
            left={seedLine ? seedLine.quantity : null}
            needed={newPlants}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t(cycle ? 'actions.save' : 'cycles.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
