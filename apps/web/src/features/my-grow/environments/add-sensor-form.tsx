import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { pagePaths } from '@maryjane/contract/page-paths';
import { sensorDeviceBodySchema, type SensorDeviceWithKey } from '@maryjane/contract/sensors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm } from '../../../shared/forms/use-form';
import { schemaRule } from '../../../shared/forms/validate-field';
import { useCreateSensorDevice } from '../../../shared/api/create-sensor-device';

/** Names a new sensor of `environmentId`; the server answers with its key. */
export function AddSensorForm({
  environmentId,
  onCreated,
  onCancel,
}: {
  environmentId: string;
  onCreated: (device: SensorDeviceWithKey) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const create = useCreateSensorDevice();
  const form = useForm<{ name: string }>({
    initialValues: { name: '' },
    rules: { name: schemaRule(sensorDeviceBodySchema.shape.name) },
  });

  const submit = form.onSubmit(({ name }) =>
    create.mutate(
      { name, environmentId },
      { onSuccess: onCreated, onError: form.handleServerError },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('sensors.name')}
          description={t('sensors.nameHint')}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Text size="sm" c="dimmed">
          {t('sensors.otherKinds')}{' '}
          <Anchor component={Link} to={pagePaths.automation} size="sm">
            {t('sensors.automationLink')}
          </Anchor>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('sensors.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
