import { Alert, Button, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { metricBounds, sensorMetrics, type SensorDeviceWithKey } from '@maryjane/contract/sensors';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../shared/ui/copy-value';

const codeStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/**
 * The key of a sensor, right after it was made: the server keeps only a hash, so this is the
 * one time it can be copied. Below it, the three ways a device can send readings.
 */
export function SensorKeyPanel({
  device,
  onDone,
}: {
  device: SensorDeviceWithKey;
  onDone: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const { key } = device;
  const curl =
    `curl -X POST ${window.location.origin}/api/sensors/readings ` +
    `-H 'X-Device-Key: ${key}' -H 'Content-Type: application/json' ` +
    `-d '{"metric":"air_temperature","value":24.5}'`;
  const simulate = `npm run simulate-sensor -- --key ${key}`;
  const topic = `maryjane/${key}/readings`;
  const metrics = sensorMetrics.map((metric) =>
    metric === 'ph' ? metric : `${metric} (${metricBounds[metric].unit})`,
  );

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconLock aria-hidden />}>
        {t('sensors.keyOnce')}
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('sensors.keyLabel')}
          value={key}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <CopyValue value={key} label={t('sensors.copyKey')} />
      </Group>
      <Title order={3} size="h5">
        {t('sensors.howTitle')}
      </Title>
      <Stack gap="xs">
        <Text size="sm">{t('sensors.http')}</Text>
        <Code block style={codeStyle}>
          {curl}
        </Code>
        <Group>
          <CopyValue value={curl} label={t('sensors.copyCurl')} />
        </Group>
        <Text size="sm">{t('sensors.metrics', { list: metrics.join(', ') })}</Text>
      </Stack>
      <Stack gap="xs">
        <Text size="sm">{t('sensors.simulate')}</Text>
        <Code block style={codeStyle}>
          {simulate}
        </Code>
      </Stack>
      <Stack gap="xs">
        <Text size="sm">{t('sensors.mqtt')}</Text>
        <Code block style={codeStyle}>
          {topic}
        </Code>
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('sensors.done')}</Button>
      </Group>
    </Stack>
  );
}
