import { Code, List, Text } from '@mantine/core';
import type { SensorDevice } from '@maryjane/contract/sensors';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../ui/row-actions';
import { useRelativeTime } from '../../../shared/ui/relative-time';

/** One sensor: its name, the start of its key (to tell keys apart) and when it last sent. */
export function SensorDeviceItem({
  device,
  onRenew,
  onRemove,
}: {
  device: SensorDevice;
  onRenew: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const timeAgo = useRelativeTime();
  // When the list was drawn; the list is asked again after every change.
  const [now] = useState(Date.now);

  return (
    <List.Item>
      <Text size="sm" fw={600} span display="block">
        {device.name}
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        {t('sensors.key')} <Code>{device.keyPrefix}…</Code>
        {' · '}
        {device.lastSeenAt ? (
          <time dateTime={device.lastSeenAt}>
            {t('sensors.lastSeen', { time: timeAgo(device.lastSeenAt, now) })}
          </time>
        ) : (
          t('sensors.neverSeen')
        )}
      </Text>
      <RowActions
        compact
        mt={4}
        actions={[
          {
            icon: IconKey,
            label: t('sensors.newKey'),
            ariaLabel: t('sensors.newKeyNamed', { name: device.name }),
            onClick: onRenew,
          },
          {
            icon: IconTrash,
            label: t('sensors.remove'),
            ariaLabel: t('sensors.removeNamed', { name: device.name }),
            onClick: onRemove,
          },
        ]}
      />
    </List.Item>
  );
}
