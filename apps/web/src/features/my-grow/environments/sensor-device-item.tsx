import { Button, Code, Group, List, Text } from '@mantine/core';
import type { SensorDevice } from '@maryjane/contract/sensors';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Group gap="xs" mt={4}>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconKey size={14} aria-hidden />}
          onClick={onRenew}
          aria-label={t('sensors.newKeyNamed', { name: device.name })}
        >
          {t('sensors.newKey')}
        </Button>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onRemove}
          aria-label={t('sensors.removeNamed', { name: device.name })}
        >
          {t('sensors.remove')}
        </Button>
      </Group>
    </List.Item>
  );
}
