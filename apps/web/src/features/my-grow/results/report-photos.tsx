import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { daysBetween } from '@maryjane/contract/dates';
import type { GrowReport, PhaseDays, ReportPhoto } from '@maryjane/contract/results';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shared/ui/section';
import { useDayFormat } from '../ui/use-day-format';

/**
 * The thumbnail's size as the server made it (long side 480), for width/height attributes: as
 * the gallery's (photos/photo-gallery.tsx), not imported from it, so that the report's chunk
 * shares no module with the cycle page's (a shared module is a chunk of its own, and each is
 * named in the first load's preload lists).
 */
function thumbSize({ width, height }: ReportPhoto) {
  const scale = Math.min(1, 480 / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The phase a photo was taken in: the last phase begun on or before its day. Photos from before
 * the first phase's day count to it, those after the last one's end (drying jars) to the last.
 */
export function phaseOfPhoto(photo: ReportPhoto, phases: readonly PhaseDays[]) {
  const begun = phases.filter((phase) => phase.start !== null);
  return begun.findLast((phase) => (phase.start ?? '') <= photo.takenOn)?.phase ?? begun[0]?.phase;
}

/** The cycle's photos under the phase each was taken in, oldest first, each opening large. */
export function ReportPhotos({ report }: { report: GrowReport }) {
  const { t } = useTranslation('results');
  const { day } = useDayFormat();
  const { photos, results } = report;
  const groups = results.phases
    .map((phase) => ({
      phase,
      photos: photos
        .filter((photo) => phaseOfPhoto(photo, results.phases) === phase.phase)
        .sort((a, b) => a.takenOn.localeCompare(b.takenOn)),
    }))
    .filter((group) => group.photos.length > 0);

  const altOf = (photo: ReportPhoto) => {
    const values = {
      day: daysBetween(results.startDate, photo.takenOn) + 1,
      date: day(photo.takenOn),
      number: photo.plantNumber,
    };
    return photo.plantNumber === null ? t('photos.altCycle', values) : t('photos.altPlant', values);
  };

  return (
    <Section title={t('photos.title')}>
      {groups.length === 0 && <Text c="dimmed">{t('photos.empty')}</Text>}
      {groups.map(({ phase, photos: shown }) => (
        <Stack
          key={phase.phase}
          gap={6}
          component="section"
          aria-label={t(`common:phases.${phase.phase}`)}
        >
          <Title order={3} size="sm">
            {t(`common:phases.${phase.phase}`)}
          </Title>
          <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing={6}>
            {shown.map((photo) => (
              <Anchor key={photo.id} href={photo.largeUrl} target="_blank" lh={0}>
                <img
                  src={photo.thumbUrl}
                  alt={altOf(photo)}
                  loading="lazy"
                  decoding="async"
                  {...thumbSize(photo)}
                  style={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '1',
                    objectFit: 'cover',
                    borderRadius: 4,
                  }}
                />
              </Anchor>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Section>
  );
}
