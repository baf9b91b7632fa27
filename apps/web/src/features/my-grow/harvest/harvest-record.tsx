import { Group, Rating, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { harvestRatings, type Harvest } from '@maryjane/contract/harvests';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useDayFormat } from '../ui/use-day-format';

/** Percent of the wet weight lost by drying; null until both are weighed. */
export function dryingLoss({ wetG, dryG }: Pick<Harvest, 'wetG' | 'dryG'>): number | null {
  return wetG === null || dryG === null ? null : ((wetG - dryG) / wetG) * 100;
}

/** One plant's record: the weights with their days, the loss by drying, ratings and notes. */
export function HarvestRecord({ harvest }: { harvest: Harvest }) {
  const { t } = useTranslation('my-grow');
  const { number } = useFormatters();
  const format = useDayFormat();
  const loss = dryingLoss(harvest);
  const steps = [
    ['wet', harvest.wetG, harvest.wetDate],
    ['trim', harvest.trimG, null],
    ['dry', harvest.dryG, harvest.dryDate],
    ['cured', harvest.curedG, harvest.curedDate],
  ] as const;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {steps.map(([step, grams, day]) => (
          <div key={step}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`harvestRecord.steps.${step}`)}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {grams === null ? '–' : t('harvestRecord.grams', { value: number(grams) })}
            </Text>
            {day && (
              <Text component="dd" m={0} size="xs" c="dimmed">
                {t('harvestRecord.on', { date: format.day(day) })}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
      {loss !== null && <Text size="sm">{t('harvestRecord.loss', { percent: number(loss) })}</Text>}
      <Group gap="lg">
        {harvestRatings.map((rating) => (
          <RatingStars
            key={rating}
            label={t(`harvestRecord.ratings.${rating}`)}
            value={harvest[rating]}
          />
        ))}
      </Group>
      {harvest.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {harvest.notes}
        </Text>
      )}
    </Stack>
  );
}

/** A rating shown, not changed: stars for the eye, "4 of 5" for a screen reader. */
export function RatingStars({ label, value }: { label: string; value: number | null }) {
  const { t } = useTranslation('my-grow');
  const said = value === null ? t('harvestRecord.notRated') : t('harvestRecord.rating', { value });
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Rating value={value ?? 0} readOnly size="sm" aria-hidden />
      <VisuallyHidden>{said}</VisuallyHidden>
    </Group>
  );
}
