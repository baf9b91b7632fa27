import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FieldError } from '@maryjane/contract/errors';
import {
  metricBounds,
  sensorMetrics,
  type SensorDevice,
  type SensorMetric,
} from '@maryjane/contract/sensors';
import { isValidationCode } from '@maryjane/contract/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api-error';
import { showApiError, translateErrorCode } from '../../shared/api-error-handler';
import { useValidationText } from '../../shared/forms/validation-text';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { useRelativeTime } from '../../shared/ui/relative-time';
import { useFormatters } from '../../shared/ui/use-formatters';
import { useUpdateSensorDevice } from './api/update-sensor-device';
import {
  choiceOf,
  errorsByChannel,
  isChanged,
  isStored,
  mappingsOf,
  rowsOf,
  withEnvironment,
  withMetric,
  type ChannelRow,
  type Choice,
  type Edits,
  type RowErrors,
} from './mapping-values';

/** The select's value for "not stored": a Select's options need a value that is not empty. */
const NONE = 'none';

export interface EnvironmentOption {
  value: string;
  label: string;
}

/** The text of a field error the API sent: its validation code translated, else its message. */
function useFieldErrorText() {
  const validationText = useValidationText();
  return (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (isValidationCode(error.code)) return validationText(error);
    return translateErrorCode(error.code) ?? error.message;
  };
}

/** A value as it is stored: in the unit of the metric it is (or looks like), if any. */
function useValueText() {
  const { number } = useFormatters();
  return (value: number, metric: SensorMetric | null) => {
    if (metric === null) return number(value);
    if (metric === 'ph') return `pH ${number(value)}`;
    return `${number(value)} ${metricBounds[metric].unit}`;
  };
}

function ChannelRowFields({
  row,
  choice,
  errors,
  environments,
  onChange,
  home,
  now,
}: {
  row: ChannelRow;
  choice: Choice;
  errors: RowErrors | undefined;
  environments: EnvironmentOption[];
  onChange: (choice: Choice) => void;
  /** The device's own environment: where a channel goes unless another is chosen. */
  home: string;
  now: number;
}) {
  const { t } = useTranslation('automation');
  const timeAgo = useRelativeTime();
  const valueText = useValueText();
  const errorText = useFieldErrorText();
  const metricName = (metric: SensorMetric) => t(`dashboard:metrics.${metric}`);
  const { channel, latest } = row;
  const suggestion = latest?.quantity ?? null;
  const metricOptions = [
    { value: NONE, label: t('channels.notStoredOption') },
    ...sensorMetrics.map((metric) => ({ value: metric, label: metricName(metric) })),
  ];

  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text size="sm" fw={600} style={{ wordBreak: 'break-all', minWidth: 0 }}>
            {channel}
          </Text>
          {isStored(row.saved) ? (
            <Badge color="green" variant="light">
              {t('channels.stored')}
            </Badge>
          ) : (
            <Badge color="yellow" variant="light">
              {t('channels.notStored')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {latest ? (
            <>
              {t('channels.latest', {
                value: valueText(latest.value, choice.metric || suggestion),
              })}{' '}
              <time dateTime={latest.seenAt}>{timeAgo(latest.seenAt, now)}</time>
              {suggestion && !isStored(row.saved) && (
                <> · {t('channels.looksLike', { metric: metricName(suggestion) })}</>
              )}
            </>
          ) : (
            t('channels.noValueSince')
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
          <Select
            label={t('channels.environment')}
            aria-label={t('channels.environmentFor', { channel })}
            placeholder={t('channels.chooseEnvironment')}
            data={environments}
            value={choice.environmentId || null}
            onChange={(id) => id && onChange(withEnvironment(row, choice, id))}
            allowDeselect={false}
            error={errorText(errors?.environmentId)}
          />
          <Select
            label={t('channels.metric')}
            aria-label={t('channels.metricFor', { channel })}
            data={metricOptions}
            value={choice.metric || NONE}
            onChange={(metric) =>
              onChange(
                withMetric(
                  choice,
                  metric === null || metric === NONE ? '' : (metric as SensorMetric),
                  home,
                ),
              )
            }
            allowDeselect={false}
            error={errorText(errors?.metric)}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * The values (channels) a device sends and where each is stored: an environment and the metric
 * it counts as. What the grower picks stays here until Save sends the whole list.
 */
export function ChannelMappings({
  device,
  environments,
  now,
}: {
  device: SensorDevice;
  environments: EnvironmentOption[];
  /** The time "received 5 minutes ago" is told from. */
  now: number;
}) {
  const { t } = useTranslation('automation');
  const update = useUpdateSensorDevice();
  const errorText = useFieldErrorText();
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [listError, setListError] = useState<FieldError | null>(null);
  const rows = rowsOf(device);

  if (device.source === 'maryjane') {
    return (
      <Text size="sm">{t('channels.maryjane', { environment: device.environment.name })}</Text>
    );
  }
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('channels.none')}
      </Text>
    );
  }

  // Environments the mappings name that the list lacks (deleted meanwhile) still show by name.
  const options = [...environments];
  for (const mapping of device.mappings) {
    if (!options.some((option) => option.value === mapping.environment.id)) {
      options.push({ value: mapping.environment.id, label: mapping.environment.name });
    }
  }
  const notStored = rows.filter((row) => !isStored(row.saved)).length;
  const changed = isChanged(rows, edits);

  const change = (channel: string, choice: Choice) => {
    setEdits((current) => ({ ...current, [channel]: choice }));
    setErrors(({ [channel]: _dropped, ...rest }) => rest);
    setListError(null);
  };

  const undo = () => {
    setEdits({});
    setErrors({});
    setListError(null);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = mappingsOf(rows, edits);
    update.mutate(
      { id: device.id, body: { mappings: sent } },
      {
        onSuccess: (saved) => {
          undo();
          snackbar.success(t('channels.saved', { name: saved.name }));
        },
        onError: (error) => {
          const found = isApiError(error) ? errorsByChannel(error.fieldErrors, sent) : null;
          if (found && (Object.keys(found.rows).length > 0 || found.list)) {
            setErrors(found.rows);
            setListError(found.list);
          } else {
            showApiError(error);
          }
        },
      },
    );
  };

  const hasErrors = Object.keys(errors).length > 0 || listError !== null;

  return (
    <form onSubmit={save} noValidate aria-label={t('channels.listLabel', { name: device.name })}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('channels.title')}
        </Title>
        {notStored > 0 && (
          <Text size="sm">{t('channels.notStoredCount', { count: notStored })}</Text>
        )}
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('channels.title')}
        >
          {rows.map((row) => (
            <ChannelRowFields
              key={row.channel}
              row={row}
              choice={choiceOf(row, edits)}
              errors={errors[row.channel]}
              environments={options}
              onChange={(choice) => change(row.channel, choice)}
              home={device.environment.id}
              now={now}
            />
          ))}
        </Stack>
        {hasErrors && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {listError ? errorText(listError) : t('channels.rowErrors')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {changed && (
            <Button variant="default" size="xs" onClick={undo}>
              {t('channels.undo')}
            </Button>
          )}
          <Button
            type="submit"
            size="xs"
            disabled={!changed}
            loading={update.isPending}
            aria-label={t('channels.saveNamed', { name: device.name })}
          >
            {t('channels.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
