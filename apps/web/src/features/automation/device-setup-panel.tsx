import { Alert, Button, Code, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  isTopicSource,
  metricBounds,
  sensorMetrics,
  type SensorDeviceWithKey,
  type TopicSource,
} from '@maryjane/contract/sensors';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../shared/ui/copy-value';
import { FactList } from '../../shared/ui/fact-list';
import { ecowittPath, listenedTopics, serverOf, shellyReportUrl } from './sources';

const codeStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** A command, address or topic to type or paste somewhere, with a copy button when it is long. */
function Snippet({ value, copyLabel }: { value: string; copyLabel?: string }) {
  return (
    <Stack gap={4} align="flex-start">
      <Code block style={codeStyle} w="100%">
        {value}
      </Code>
      {copyLabel && <CopyValue value={value} label={copyLabel} />}
    </Stack>
  );
}

/** MaryJane's own JSON: over HTTP with the key in a header, or on the key's MQTT topic. */
function MaryJaneSetup({ deviceKey }: { deviceKey: string }) {
  const { t } = useTranslation('automation');
  const curl =
    `curl -X POST ${window.location.origin}/api/sensors/readings ` +
    `-H 'X-Device-Key: ${deviceKey}' -H 'Content-Type: application/json' ` +
    `-d '{"metric":"air_temperature","value":24.5}'`;
  const metrics = sensorMetrics.map((metric) =>
    metric === 'ph' ? metric : `${metric} (${metricBounds[metric].unit})`,
  );
  return (
    <Stack gap="sm">
      <Text size="sm">{t('setup.maryjane.http')}</Text>
      <Snippet value={curl} copyLabel={t('setup.maryjane.copyCurl')} />
      <Text size="sm">{t('setup.maryjane.metrics', { list: metrics.join(', ') })}</Text>
      <Text size="sm">{t('setup.maryjane.simulate')}</Text>
      <Snippet value={`npm run simulate-sensor -- --key ${deviceKey}`} />
      <Text size="sm">{t('setup.maryjane.mqtt')}</Text>
      <Snippet value={`maryjane/${deviceKey}/readings`} />
    </Stack>
  );
}

/** An Ecowitt gateway's "Customized" upload, field by field as the Ecowitt app asks for them. */
function EcowittSetup({ deviceKey }: { deviceKey: string }) {
  const { t } = useTranslation('automation');
  const { host, port } = serverOf(window.location);
  const path = ecowittPath(deviceKey);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('setup.ecowitt.intro')}</Text>
      <FactList
        labelWidth="9rem"
        facts={[
          [t('setup.ecowitt.protocol'), t('setup.ecowitt.protocolValue')],
          [t('setup.ecowitt.server'), <Code>{host}</Code>],
          [t('setup.ecowitt.port'), <Code>{port}</Code>],
          [t('setup.ecowitt.interval'), t('setup.ecowitt.intervalValue')],
        ]}
      />
      <Text size="sm">{t('setup.ecowitt.path')}</Text>
      <Snippet value={path} copyLabel={t('setup.ecowitt.copyPath')} />
      <Alert color="yellow" variant="light">
        {t('setup.ecowitt.plainHttp')}
      </Alert>
    </Stack>
  );
}

/** What MaryJane subscribes to for a device read from a topic. */
function ListensOn({ source, topic }: { source: TopicSource; topic: string }) {
  const { t } = useTranslation('automation');
  const topics = listenedTopics(source, topic);
  return (
    <Stack gap={4}>
      <Text size="sm">{t('setup.topic.listensOn', { count: topics.length })}</Text>
      <List size="sm" spacing={4} listStyleType="none" aria-label={t('setup.topic.listLabel')}>
        {topics.map((each) => (
          <List.Item key={each}>
            <Code style={codeStyle}>{each}</Code>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function TopicSetup({ device }: { device: SensorDeviceWithKey & { source: TopicSource } }) {
  const { t } = useTranslation('automation');
  const { source, key } = device;
  return (
    <Stack gap="sm">
      <Text size="sm">{t(`setup.topic.${source}`)}</Text>
      <ListensOn source={source} topic={device.topic ?? ''} />
      <Text size="sm" c="dimmed">
        {t('setup.topic.broker')}
      </Text>
      {source === 'shelly' ? (
        <>
          <Text size="sm">{t('setup.shelly.report')}</Text>
          <Snippet
            value={shellyReportUrl(key, window.location)}
            copyLabel={t('setup.shelly.copyUrl')}
          />
          <Text size="sm" c="dimmed">
            {t('setup.shelly.plainHttp')}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('setup.topic.noKey')}
        </Text>
      )}
    </Stack>
  );
}

const hasTopicSource = (
  device: SensorDeviceWithKey,
): device is SensorDeviceWithKey & { source: TopicSource } => isTopicSource(device.source);

/**
 * A device's key right after it was made (the server keeps only a hash, so this is the one time
 * it can be copied) and how to set the device up for its kind.
 */
export function DeviceSetupPanel({
  device,
  onDone,
}: {
  device: SensorDeviceWithKey;
  onDone: () => void;
}) {
  const { t } = useTranslation('automation');
  const { key } = device;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconLock aria-hidden />}>
        {t('setup.keyOnce')}
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('setup.keyLabel')}
          value={key}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <CopyValue value={key} label={t('setup.copyKey')} />
      </Group>
      <Title order={3} size="h5">
        {t(`setup.howTitle`, { source: t(`sources.${device.source}`) })}
      </Title>
      {device.source === 'maryjane' && <MaryJaneSetup deviceKey={key} />}
      {device.source === 'ecowitt' && <EcowittSetup deviceKey={key} />}
      {hasTopicSource(device) && <TopicSetup device={device} />}
      <Text size="sm" c="dimmed">
        {device.source === 'maryjane' ? t('setup.nextMaryjane') : t('setup.next')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('setup.done')}</Button>
      </Group>
    </Stack>
  );
}
