import { SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Photo } from '@maryjane/contract/photos';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryState } from '../../../shared/ui/query-state';
import { useDeletePhoto } from '../api/delete-photo';
import { usePhotos } from '../api/get-photos';
import { usePlants } from '../api/get-plants';
import { usePlantName } from '../plants/plant-form';
import { useDayFormat } from '../ui/use-day-format';
import { PhotoLightbox } from './photo-lightbox';
import { PhotoPicker } from './photo-picker';
import { usePhotoUploads } from './use-photo-uploads';

/** The thumbnail's size as the server made it (long side 480), for width/height attributes. */
const thumbSize = ({ width, height }: Photo) => {
  const scale = Math.min(1, 480 / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

/** Photos of one day, newest day first (the API's order). */
function byDay(photos: Photo[]) {
  const days: { day: string; photos: Photo[] }[] = [];
  for (const photo of photos) {
    const last = days.at(-1);
    if (last?.day === photo.takenOn) last.photos.push(photo);
    else days.push({ day: photo.takenOn, photos: [photo] });
  }
  return days;
}

/**
 * The photos of a cycle (or of one of its plants) as a timeline by day, with a lightbox the
 * keyboard drives and a button to add more. Self-contained: it loads its photos and plants
 * itself, so any page can place it.
 */
export function PhotoGallery({
  cycleId,
  plantId,
  onOverlayChange,
}: {
  cycleId: string;
  plantId?: string;
  /**
   * Whether the lightbox or the delete question is open. A dialog holding the gallery keeps
   * Escape for them meanwhile (every open Mantine modal closes on Escape).
   */
  onOverlayChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation('my-grow');
  const query = usePhotos(cycleId, plantId);
  const plants = usePlants(cycleId);
  const nameOf = usePlantName();
  const { day } = useDayFormat();
  const uploads = usePhotoUploads();
  const remove = useDeletePhoto();
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  const overlayOpen = open !== null || confirming;
  useEffect(() => onOverlayChange?.(overlayOpen), [overlayOpen, onOverlayChange]);

  const altOf = (photo: Photo) => {
    const plant = plants.data?.find((each) => each.id === photo.plantId);
    const date = day(photo.takenOn);
    return plant
      ? t('photos.altPlant', { name: nameOf(plant), date })
      : t('photos.altCycle', { date });
  };

  const gallery = (photos: Photo[]) => {
    const current = open === null ? undefined : photos[open];
    const close = () => {
      const focusTo = current && thumbs.current.get(current.id);
      setOpen(null);
      // Back to the thumbnail of the photo last shown, which may not be the one opened.
      if (focusTo) setTimeout(() => focusTo.focus(), 0);
    };
    const confirmDelete = () => {
      if (!current) return;
      remove.mutate(
        { id: current.id, cycleId },
        {
          onSuccess: () => {
            snackbar.success(t('photos.deleted'));
            setConfirming(false);
            setOpen(null);
          },
        },
      );
    };
    return (
      <>
        {byDay(photos).map((group) => (
          <section key={group.day} aria-label={day(group.day)}>
            <Title order={3} size="sm" mb={6}>
              {day(group.day)}
            </Title>
            <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing={6}>
              {group.photos.map((photo) => (
                <UnstyledButton
                  key={photo.id}
                  ref={(element) => {
                    if (element) thumbs.current.set(photo.id, element);
                    else thumbs.current.delete(photo.id);
                  }}
                  onClick={() => setOpen(photos.indexOf(photo))}
                  style={{ borderRadius: 4, overflow: 'hidden', lineHeight: 0 }}
                >
                  <img
                    src={photo.thumbUrl}
                    alt={altOf(photo)}
                    loading="lazy"
                    decoding="async"
                    {...thumbSize(photo)}
                    style={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' }}
                  />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </section>
        ))}
        <PhotoLightbox
          photos={photos}
          index={current ? open : null}
          altOf={altOf}
          onIndex={setOpen}
          onClose={close}
          onDelete={() => setConfirming(true)}
          hidden={confirming}
        />
        <ConfirmDialog
          opened={confirming && current !== undefined}
          title={t('photos.deleteTitle')}
          message={t('photos.deleteText')}
          confirmLabel={t('actions.delete')}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
          loading={remove.isPending}
          danger
        />
      </>
    );
  };

  return (
    <Stack gap="sm">
      <PhotoPicker
        items={uploads.items}
        onPick={(files) => void uploads.upload(files, { cycleId, plantId })}
      />
      <QueryState
        query={query}
        loading={<Text c="dimmed">{t('photos.loading')}</Text>}
        empty={<Text c="dimmed">{t('photos.empty')}</Text>}
      >
        {gallery}
      </QueryState>
    </Stack>
  );
}
