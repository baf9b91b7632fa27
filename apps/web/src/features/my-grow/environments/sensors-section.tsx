import { Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Environment } from '@maryjane/contract/environments';
import type { SensorDevice, SensorDeviceWithKey } from '@maryjane/contract/sensors';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useDeleteSensorDevice } from '../../../shared/api/delete-sensor-device';
import { useSensorDevices } from '../../../shared/api/get-sensor-devices';
import { useRenewSensorKey } from '../../../shared/api/renew-sensor-key';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { QueryState } from '../../../shared/ui/query-state';
import { AddSensorForm } from './add-sensor-form';
import { SensorDeviceItem } from './sensor-device-item';
import { SensorKeyPanel } from './sensor-key-panel';

/** The sensors of one environment: add one, give one a new key, or remove it. */
export function SensorsSection({ environment }: { environment: Environment }) {
  const { t } = useTranslation('my-grow');
  const devices = useSensorDevices();
  const renew = useRenewSensorKey();
  const remove = useDeleteSensorDevice();
  const [adding, setAdding] = useState(false);
  // The device whose key was just made: shown once, forgotten when the dialog closes.
  const [issued, setIssued] = useState<SensorDeviceWithKey | null>(null);
  const [renewing, setRenewing] = useState<SensorDevice | null>(null);
  const [removing, setRemoving] = useState<SensorDevice | null>(null);
  const mine = (all: SensorDevice[]) =>
    all.filter((device) => device.environment.id === environment.id);

  const confirmRenew = () => {
    if (!renewing) return;
    renew.mutate(renewing.id, {
      onSuccess: (device) => {
        setRenewing(null);
        setIssued(device);
      },
    });
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        snackbar.success(t('sensors.removed', { name: removing.name }));
        setRemoving(null);
      },
    });
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="sm">
        {t('sensors.title')}
      </Title>
      <QueryState
        query={devices}
        loading={<Skeleton height={28} role="status" aria-label={t('sensors.loading')} />}
        isEmpty={(all) => mine(all).length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('sensors.none')}
          </Text>
        }
      >
        {(all) => (
          <List
            size="sm"
            spacing="xs"
            listStyleType="none"
            aria-label={t('sensors.listLabel', { name: environment.name })}
          >
            {mine(all).map((device) => (
              <SensorDeviceItem
                key={device.id}
                device={device}
                onRenew={() => setRenewing(device)}
                onRemove={() => setRemoving(device)}
              />
            ))}
          </List>
        )}
      </QueryState>
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          aria-label={t('sensors.addTo', { name: environment.name })}
        >
          {t('sensors.add')}
        </Button>
      </Group>
      <FormDialog
        opened={adding}
        title={t('sensors.addTo', { name: environment.name })}
        onClose={() => setAdding(false)}
      >
        {adding && (
          <AddSensorForm
            environmentId={environment.id}
            onCancel={() => setAdding(false)}
            onCreated={(device) => {
              setAdding(false);
              setIssued(device);
              snackbar.success(t('sensors.created', { name: device.name }));
            }}
          />
        )}
      </FormDialog>
      <FormDialog
        opened={issued !== null}
        title={t('sensors.keyTitle', { name: issued?.name ?? '' })}
        onClose={() => setIssued(null)}
      >
        {issued && <SensorKeyPanel device={issued} onDone={() => setIssued(null)} />}
      </FormDialog>
      <ConfirmDialog
        opened={renewing !== null}
        title={t('sensors.renewTitle', { name: renewing?.name ?? '' })}
        message={t('sensors.renewText')}
        confirmLabel={t('sensors.newKey')}
        danger
        loading={renew.isPending}
        onConfirm={confirmRenew}
        onClose={() => setRenewing(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('sensors.removeTitle', { name: removing?.name ?? '' })}
        message={t('sensors.removeText')}
        confirmLabel={t('sensors.remove')}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
