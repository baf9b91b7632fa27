import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SensorDevice } from '@maryjane/contract/sensors';
import { IconAlertTriangle, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../shared/ui/fact-list';
import { useNow, useRelativeTime } from '../../shared/ui/relative-time';
import { ChannelMappings, type EnvironmentOption } from './channel-mappings';

/** Messages the device sent that MaryJane refused: how many, and why the last one was. */
function Refused({ rejected, now }: { rejected: SensorDevice['rejected']; now: number }) {
  const { t } = useTranslation('automation');
  const timeAgo = useRelativeTime();
  const { count, lastAt, lastReason } = rejected;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('device.refused', { count })}
    >
      {(lastReason || lastAt) && (
        <Text size="sm">
          {lastReason && t(`reasons.${lastReason}`)}
          {lastReason && lastAt && ' '}
          {lastAt && t('device.lastRefused', { time: timeAgo(lastAt, now) })}
        </Text>
      )}
    </Alert>
  );
}

/**
 * One device: what it is and where it sends, when it last did, what was refused, where each of
 * its values is stored, and its actions.
 */
export function DeviceCard({
  device,
  environments,
  onEdit,
  onRenew,
  onRemove,
}: {
  device: SensorDevice;
  environments: EnvironmentOption[];
  onEdit: () => void;
  onRenew: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('automation');
  const timeAgo = useRelativeTime();
  const now = useNow();
  const headingId = useId();
  const { name, source, topic, lastSeenAt } = device;
  const topicFact: Fact[] = topic
    ? [[t('device.topic'), <Code style={{ wordBreak: 'break-all' }}>{topic}</Code>]]
    : [];

  const actions = [
    {
      icon: IconPencil,
      label: t('actions.edit'),
      aria: t('actions.editNamed', { name }),
      onClick: onEdit,
    },
    {
      icon: IconKey,
      label: t('actions.newKey'),
      aria: t('actions.newKeyNamed', { name }),
      onClick: onRenew,
    },
    {
      icon: IconTrash,
      label: t('actions.remove'),
      aria: t('actions.removeNamed', { name }),
      onClick: onRemove,
    },
  ];

  return (
    <Paper component="article" withBorder p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title
            order={2}
            size="h4"
            id={headingId}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {name}
          </Title>
          <Badge variant="light">{t(`sources.${source}`)}</Badge>
        </Group>
        <FactList
          labelWidth="8rem"
          facts={[
            ...topicFact,
            [t('device.environment'), device.environment.name],
            [t('device.key'), <Code>{device.keyPrefix}…</Code>],
            [
              t('device.lastSeen'),
              lastSeenAt ? (
                <time dateTime={lastSeenAt}>{timeAgo(lastSeenAt, now)}</time>
              ) : (
                t('device.never')
              ),
            ],
          ]}
        />
        {device.rejected.count > 0 && <Refused rejected={device.rejected} now={now} />}
        <ChannelMappings device={device} environments={environments} now={now} />
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action.label}
              variant="subtle"
              size="compact-sm"
              leftSection={<action.icon size={14} aria-hidden />}
              onClick={action.onClick}
              aria-label={action.aria}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
