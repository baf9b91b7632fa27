import { Anchor, Text } from '@mantine/core';
import type { GrowMedium } from '@maryjane/contract/phases';
import { LEAF_TEMPERATURE_OFFSET_C, type TargetRange } from '@maryjane/contract/sensors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entryPath } from '../../../shared/cms/guide-collections';
import type { TargetRow } from './target-values';

type Reason = 'ph' | 'vpd' | 'climate' | 'drying';

/** The guide that explains each default. */
const guides = {
  ph: { collection: 'nutrients', id: 'mixing-nutrients-ph-and-ec' },
  climate: { collection: 'increasing-yield', id: 'climate-and-vpd' },
  drying: { collection: 'drying', id: 'controlling-the-drying-space' },
} as const;

function reasonOf(row: TargetRow): Reason {
  if (row.phase === 'drying') return 'drying';
  if (row.metric === 'ph' || row.metric === 'vpd') return row.metric;
  return 'climate';
}

/** Why a metric's default is what it is, in a sentence, with the guide that explains it. */
export function TargetReason({
  row,
  medium,
  fallback,
}: {
  row: TargetRow;
  medium: GrowMedium;
  fallback: TargetRange | undefined;
}) {
  const { t, i18n } = useTranslation('my-grow');
  // pH reads as 6.0–7.0, as the guides write it.
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1 });
  const reason = reasonOf(row);
  const guide = reason === 'vpd' ? 'climate' : reason;
  const range = fallback ? `${number.format(fallback.min)}–${number.format(fallback.max)}` : '';
  return (
    <Text size="xs" c="dimmed">
      {t(`targets.reasons.${reason}`, {
        range,
        medium: t(`targets.mediums.${medium}`),
        offset: number.format(LEAF_TEMPERATURE_OFFSET_C),
      })}{' '}
      <Anchor component={Link} to={entryPath(guides[guide])} size="xs">
        {t(`targets.guides.${guide}`)}
      </Anchor>
    </Text>
  );
}
