import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  deviceSources,
  type SensorDevice,
  type SensorDeviceWithKey,
} from '@maryjane/contract/sensors';
import { IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSensorDevice } from '../../shared/api/delete-sensor-device';
import { useEnvironments } from '../../shared/api/get-environments';
import { useSensorDevices } from '../../shared/api/get-sensor-devices';
import { useRenewSensorKey } from '../../shared/api/renew-sensor-key';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { FormDialog } from '../../shared/ui/form-dialog';
import { QueryState } from '../../shared/ui/query-state';
import { SkeletonCards } from '../../shared/ui/skeleton-cards';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { AlertRulesCard } from './alert-rules-card';
import { DeviceCard } from './device-card';
import { DeviceForm } from './device-form';
import { DeviceSetupPanel } from './device-setup-panel';
import { HomeAssistantCard } from './home-assistant-card';

/** No device yet: what MaryJane can read from, and the way to add the first. */
function NoDevices({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('automation');
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
            <IconPlugConnected size={26} />
          </ThemeIcon>
          <Title order={2} size="h4" id={headingId}>
            {t('empty.title')}
          </Title>
        </Group>
        <Text>{t('empty.text')}</Text>
        <List size="sm" spacing={4}>
          {deviceSources.map((source) => (
            <List.Item key={source}>
              <Text span size="sm" fw={600}>
                {t(`sources.${source}`)}
              </Text>
              {': '}
              {t(`sourceHints.${source}`)}
            </List.Item>
          ))}
        </List>
        <Group>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            {t('add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /automation: the grower's sensors and gateways (issue 31): what each sent last, what was
 * refused, which of its values go to which environment as which metric; adding a device shows
 * its key once and how to set it up. Below the devices, whether the grower's environments appear
 * in Home Assistant, and the alert rules: each environment's targets for its phase now, and the
 * device alerts.
 */
export function AutomationPage() {
  const { t } = useTranslation('automation');
  useDocumentTitle(t('title'));
  const devices = useSensorDevices();
  const environments = useEnvironments();
  const renew = useRenewSensorKey();
  const remove = useDeleteSensorDevice();
  // null: no dialog; 'new': add one; a device: edit it.
  const [editing, setEditing] = useState<SensorDevice | 'new' | null>(null);
  // The device whose key was just made: shown once, forgotten when the dialog closes.
  const [issued, setIssued] = useState<SensorDeviceWithKey | null>(null);
  const [renewing, setRenewing] = useState<SensorDevice | null>(null);
  const [removing, setRemoving] = useState<SensorDevice | null>(null);
  const environmentOptions = (environments.data ?? []).map((each) => ({
    value: each.id,
    label: each.name,
  }));
  const editingDevice = editing === 'new' ? null : editing;
  // The empty state has its own button; while the list loads it is not known which applies.
  const hasDevices = (devices.data?.length ?? 0) > 0;
  // Without a device the alert rules only matter once there is an environment to have targets.
  const showAlertRules = hasDevices || (environments.data?.length ?? 0) > 0;

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
        snackbar.success(t('actions.removed', { name: removing.name }));
        setRemoving(null);
      },
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={760}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {hasDevices && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('add')}
          </Button>
        )}
      </Group>
      <QueryState
        query={devices}
        loading={<SkeletonCards label={t('loading')} count={2} lines={4} />}
        empty={<NoDevices onAdd={() => setEditing('new')} />}
        showReason
      >
        {(list) => (
          <Stack gap="md">
            {list.map((device) => (
              <DeviceCard
                key={device.id}
                device={device}
                environments={environmentOptions}
                onEdit={() => setEditing(device)}
                onRenew={() => setRenewing(device)}
                onRemove={() => setRemoving(device)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <HomeAssistantCard />
      {showAlertRules && <AlertRulesCard environments={environments} />}
      <FormDialog
        opened={editing !== null}
        title={
          editingDevice ? t('form.editTitle', { name: editingDevice.name }) : t('form.addTitle')
        }
        onClose={() => setEditing(null)}
      >
        {editing !== null &&
          (environments.data ? (
            <DeviceForm
              key={editingDevice?.id ?? 'new'}
              device={editingDevice}
              environments={environments.data}
              onCreated={(device) => {
                setEditing(null);
                setIssued(device);
                snackbar.success(t('form.created', { name: device.name }));
              }}
              onDone={() => setEditing(null)}
            />
          ) : (
            <QueryState
              query={environments}
              loading={<Text role="status">{t('form.loadingEnvironments')}</Text>}
            >
              {() => null}
            </QueryState>
          ))}
      </FormDialog>
      <FormDialog
        opened={issued !== null}
        title={t('setup.title', { name: issued?.name ?? '' })}
        onClose={() => setIssued(null)}
      >
        {issued && <DeviceSetupPanel device={issued} onDone={() => setIssued(null)} />}
      </FormDialog>
      <ConfirmDialog
        opened={renewing !== null}
        title={t('actions.renewTitle', { name: renewing?.name ?? '' })}
        message={t('actions.renewText')}
        confirmLabel={t('actions.newKey')}
        danger
        loading={renew.isPending}
        onConfirm={confirmRenew}
        onClose={() => setRenewing(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('actions.removeTitle', { name: removing?.name ?? '' })}
        message={t('actions.removeText')}
        confirmLabel={t('actions.remove')}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
