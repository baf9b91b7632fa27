import { Badge, Group, Paper, Text } from '@mantine/core';
import type { LatestReading } from '@maryjane/contract/sensors';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/format';
import { useRelativeTime } from '../../../shared/ui/relative-time';
import { statusColor } from './reading-status';
import classes from './readings.module.css';

/** The latest value of one metric: how it stands against its target, and how fresh it is. */
export function ReadingTile({ reading, now }: { reading: LatestReading; now: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const formats = useFormats();
  const relative = useRelativeTime();
  const { metric, target } = reading;
  const at = new Date(reading.recordedAt);

  return (
    <Paper component="li" withBorder p="sm" radius="md" className={classes.tile}>
      <Text size="sm" fw={600}>
        {t(`metrics.${metric}`)}
      </Text>
      <Text fw={700} lh={1.3} className={classes.value}>
        {formats.reading(metric, reading.value)}
      </Text>
      <Group gap={6} wrap="wrap">
        <Badge color={statusColor[reading.status]} size="sm">
          {t(`status.${reading.status}`)}
        </Badge>
        {target && (
          <Text size="xs" c="dimmed">
            {t('readings.target', { range: formats.range(metric, target.min, target.max) })}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        <time
          dateTime={reading.recordedAt}
          title={at.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
        >
          {relative(reading.recordedAt, now)}
        </time>
      </Text>
    </Paper>
  );
}
