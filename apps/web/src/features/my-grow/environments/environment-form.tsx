import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  environmentBodySchema,
  environmentTypes,
  type Environment,
  type EnvironmentBody,
  type EnvironmentType,
} from '@maryjane/contract/environments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm } from '../../../shared/forms/use-form';
import { schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useCreateEnvironment } from '../api/create-environment';
import { useInventoryLines } from '../api/get-inventory-lines';
import { useUpdateEnvironment } from '../api/update-environment';
import { numberOrNull, optionalRule, selectProps, textareaProps } from '../ui/form-props';

const shape = environmentBodySchema.shape;
const sizeFields = ['widthCm', 'depthCm', 'heightCm'] as const;

type Values = {
  name: string;
  type: string;
  location: string;
  widthCm: string;
  depthCm: string;
  heightCm: string;
  notes: string;
  /** Inventory line ids joined by commas (ids never hold one): the form keeps text values. */
  equipmentIds: string;
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function initialValues(environment: Environment | null): Values {
  return {
    name: environment?.name ?? '',
    type: environment?.type ?? '',
    location: environment?.location ?? '',
    widthCm: text(environment?.widthCm),
    depthCm: text(environment?.depthCm),
    heightCm: text(environment?.heightCm),
    notes: environment?.notes ?? '',
    equipmentIds: environment?.equipment.map((line) => line.id).join(',') ?? '',
  };
}

const idsOf = (joined: string) => (joined ? joined.split(',') : []);

function toBody(values: Values): EnvironmentBody {
  return {
    name: values.name,
    type: values.type as EnvironmentType,
    location: values.location,
    widthCm: numberOrNull(values.widthCm),
    depthCm: numberOrNull(values.depthCm),
    heightCm: numberOrNull(values.heightCm),
    notes: values.notes,
    equipmentIds: idsOf(values.equipmentIds),
  };
}

/** Create or edit an environment (spec §5 messages); `environment` null creates one. */
export function EnvironmentForm({
  environment,
  onDone,
}: {
  environment: Environment | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const create = useCreateEnvironment();
  const update = useUpdateEnvironment();
  const equipment = useInventoryLines('equipment');
  const form = useForm<Values>({
    initialValues: initialValues(environment),
    rules: {
      name: schemaRule(shape.name),
      type: schemaRule(shape.type),
      location: schemaRule(shape.location),
      widthCm: optionalRule(shape.widthCm),
      depthCm: optionalRule(shape.depthCm),
      heightCm: optionalRule(shape.heightCm),
      notes: schemaRule(shape.notes),
    },
  });

  // Lines already placed here stay choosable even if the inventory list no longer shows them.
  const lines = new Map<string, string>();
  for (const line of equipment.data ?? []) {
    lines.set(line.id, t('equipmentLine', { quantity: line.quantity, name: line.item.name }));
  }
  for (const line of environment?.equipment ?? []) {
    if (!lines.has(line.id)) {
      lines.set(line.id, t('equipmentLine', { quantity: line.quantity, name: line.name }));
    }
  }
  const noEquipment = equipment.isSuccess && lines.size === 0;

  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    const options = {
      onSuccess: () => {
        snackbar.success(t(environment ? 'environments.saved' : 'environments.created'));
        onDone();
      },
      onError: form.handleServerError,
    };
    if (environment) update.mutate({ id: environment.id, body }, options);
    else create.mutate(body, options);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('environments.form.name')} required {...form.getInputProps('name')} />
        <Select
          label={t('environments.form.type')}
          required
          data={environmentTypes.map((type) => ({
            value: type,
            label: t(`environments.types.${type}`),
          }))}
          {...selectProps(form, 'type')}
        />
        <TextInput
          label={t('environments.form.location')}
          description={t('environments.form.locationHint')}
          required
          {...form.getInputProps('location')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {sizeFields.map((field) => (
            <TextInput
              key={field}
              label={t(`environments.form.${field}`)}
              inputMode="numeric"
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <MultiSelect
          label={t('environments.form.equipment')}
          description={
            noEquipment ? (
              <>
                {t('environments.form.noEquipment')}{' '}
                <Anchor component={Link} to="/my/inventory/equipment" size="xs">
                  {t('environments.form.addEquipment')}
                </Anchor>
              </>
            ) : (
              t('environments.form.equipmentHint')
            )
          }
          data={[...lines].map(([value, label]) => ({ value, label }))}
          value={idsOf(form.values.equipmentIds)}
          onChange={(ids) => form.setValue('equipmentIds', ids.join(','))}
          error={form.errorText('equipmentIds')}
          disabled={equipment.isPending}
          placeholder={equipment.isPending ? t('loading') : undefined}
          searchable
          clearable
          nothingFoundMessage={t('environments.form.nothingFound')}
        />
        <Textarea label={t('environments.form.notes')} rows={3} {...textareaProps(form, 'notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t(environment ? 'actions.save' : 'environments.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
