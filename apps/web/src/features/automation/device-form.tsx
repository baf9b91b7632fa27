import { Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Environment } from '@maryjane/contract/environments';
import { pagePaths } from '@maryjane/contract/page-paths';
import {
  deviceSources,
  deviceTopicSchema,
  isTopicSource,
  sensorDeviceBodySchema,
  type DeviceSource,
  type SensorDevice,
  type SensorDeviceWithKey,
} from '@maryjane/contract/sensors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreateSensorDevice } from '../../shared/api/create-sensor-device';
import { useForm } from '../../shared/forms/use-form';
import { schemaProblem, schemaRule } from '../../shared/forms/validate-field';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { useUpdateSensorDevice } from './api/update-sensor-device';
import { listenedTopics } from './sources';

type Values = { name: string; environmentId: string; source: string; topic: string };

const rules = {
  name: schemaRule<Values>(sensorDeviceBodySchema.shape.name),
  environmentId: (value: string) => (value === '' ? 'required' : null),
  topic: (value: string, values: Values) =>
    isTopicSource(values.source as DeviceSource) ? schemaProblem(deviceTopicSchema, value) : null,
} as const;

/**
 * Adds a device (`device` null) or changes one: its name, its environment and, for a device read
 * from a topic, the topic. The kind of device is chosen once, when it is added.
 */
export function DeviceForm({
  device,
  environments,
  onCreated,
  onDone,
}: {
  device: SensorDevice | null;
  environments: Environment[];
  onCreated: (device: SensorDeviceWithKey) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('automation');
  const create = useCreateSensorDevice();
  const update = useUpdateSensorDevice();
  const form = useForm<Values>({
    initialValues: {
      name: device?.name ?? '',
      // With one environment there is nothing to choose.
      environmentId:
        device?.environment.id ?? (environments.length === 1 ? (environments[0]?.id ?? '') : ''),
      source: device?.source ?? 'maryjane',
      topic: device?.topic ?? '',
    },
    rules,
  });
  const source = form.values.source as DeviceSource;
  const topicSource = isTopicSource(source) ? source : null;

  const submit = form.onSubmit((values) => {
    const topic = topicSource ? { topic: values.topic } : {};
    if (device) {
      update.mutate(
        {
          id: device.id,
          body: { name: values.name, environmentId: values.environmentId, ...topic },
        },
        {
          onSuccess: (saved) => {
            snackbar.success(t('form.saved', { name: saved.name }));
            onDone();
          },
          onError: form.handleServerError,
        },
      );
    } else {
      create.mutate(
        { name: values.name, environmentId: values.environmentId, source, ...topic },
        { onSuccess: onCreated, onError: form.handleServerError },
      );
    }
  });

  if (environments.length === 0) {
    return (
      <Stack>
        <Text>{t('form.noEnvironments')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button component={Link} to={pagePaths.environments}>
            {t('form.createEnvironment')}
          </Button>
        </Group>
      </Stack>
    );
  }

  // An environment the list no longer has (deleted meanwhile) still shows by its name.
  const options = environments.map((each) => ({ value: each.id, label: each.name }));
  if (device && !options.some((option) => option.value === device.environment.id)) {
    options.push({ value: device.environment.id, label: device.environment.name });
  }
  const {
    value: environmentId,
    onChange: _onChange,
    ...environmentProps
  } = form.getInputProps('environmentId');
  const topicShown = form.values.topic.trim() || t('form.topicPlaceholder');

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('form.name')}
          description={t('form.nameHint')}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Select
          label={t('form.environment')}
          description={t('form.environmentHint')}
          data={options}
          allowDeselect={false}
          {...environmentProps}
          value={environmentId === '' ? null : environmentId}
          onChange={(next) => form.setValue('environmentId', next ?? '')}
        />
        {device ? (
          <Text size="sm">{t('form.sourceFixed', { source: t(`sources.${device.source}`) })}</Text>
        ) : (
          <Radio.Group
            label={t('form.source')}
            value={form.values.source}
            onChange={(next) => form.setValue('source', next)}
            name="source"
          >
            <Stack gap="xs" mt="xs">
              {deviceSources.map((each) => (
                <Radio
                  key={each}
                  value={each}
                  label={t(`sources.${each}`)}
                  description={t(`sourceHints.${each}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {topicSource && (
          <TextInput
            label={t('form.topic')}
            description={
              <>
                {t(`form.topicHints.${topicSource}`)}{' '}
                {t('form.listensOn', {
                  topics: listenedTopics(topicSource, topicShown).join(', '),
                })}
              </>
            }
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('topic')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {device ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
