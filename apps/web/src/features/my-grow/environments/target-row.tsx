import { Badge, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GrowMedium } from '@maryjane/contract/phases';
import { metricBounds } from '@maryjane/contract/sensors';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Form } from '../../../shared/forms/use-form';
import { TargetReason } from './target-reason';
import {
  bounds,
  fieldName,
  isDefault,
  type DefaultTargets,
  type TargetRow,
  type TargetValues,
} from './target-values';

/** A tenth of a kPa or pH matters; a tenth of a degree or a percent hardly does. */
const fine = (row: TargetRow) => row.metric === 'vpd' || row.metric === 'ph';

/**
 * One metric of one phase: its minimum and maximum, whether that is the default, and why the
 * default is what it is.
 */
export function TargetRowFields({
  form,
  row,
  defaults,
  medium,
}: {
  form: Form<TargetValues>;
  row: TargetRow;
  defaults: DefaultTargets;
  medium: GrowMedium;
}) {
  const { t, i18n } = useTranslation('my-grow');
  const headingId = useId();
  const limits = metricBounds[row.metric];
  const metric = t(`targets.metrics.${row.metric}`);
  // pH is its own unit: "pH (pH)" would say it twice.
  const title = row.metric === 'ph' ? metric : t('targets.withUnit', { metric, unit: limits.unit });
  const fallback = defaults[row.phase][row.metric];
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const unit = row.metric === 'ph' ? '' : `\u00a0${limits.unit}`;

  let hint = null;
  if (fallback && isDefault(form.values, row, defaults)) {
    hint = (
      <Badge variant="light" color="gray" size="sm">
        {t('targets.default')}
      </Badge>
    );
  } else if (fallback) {
    const range = `${number.format(fallback.min)}–${number.format(fallback.max)}${unit}`;
    hint = (
      <Text size="xs" c="dimmed">
        {t('targets.defaultRange', { range })}
      </Text>
    );
  }

  return (
    <Stack gap={6} role="group" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} id={headingId}>
          {title}
        </Text>
        {hint}
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        {bounds.map((bound) => {
          const name = fieldName(row, bound);
          return (
            <NumberInput
              key={bound}
              {...form.getInputProps(name)}
              onChange={(value) => form.setValue(name, String(value))}
              label={t(`targets.${bound}`)}
              // The visible label alone would not say which metric; the full name starts with it.
              aria-label={t(`targets.labels.${row.metric}.${bound}`, { unit: limits.unit })}
              min={limits.min}
              max={limits.max}
              step={fine(row) ? 0.1 : 1}
              decimalScale={fine(row) ? 2 : 1}
              decimalSeparator={i18n.language === 'de' ? ',' : '.'}
              allowNegative={limits.min < 0}
              // Out-of-range numbers get a message instead of being changed behind the grower's back.
              clampBehavior="none"
            />
          );
        })}
      </SimpleGrid>
      <TargetReason row={row} medium={medium} fallback={fallback} />
    </Stack>
  );
}
