import { Modal } from '@mantine/core';
import type { Plant } from '@maryjane/contract/grow-cycles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../shared/ui/use-phone';
import { usePlantName } from '../plants/plant-form';
import { PhotoGallery } from './photo-gallery';

/** One plant's photos in a dialog (the plant list's "Photos"). */
export function PlantPhotosDialog({
  plant,
  onClose,
}: {
  plant: Plant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const { t: common } = useTranslation('common');
  const nameOf = usePlantName();
  const phone = usePhone();
  // While the lightbox is open, Escape is the lightbox's.
  const [overlayOpen, setOverlayOpen] = useState(false);
  return (
    <Modal
      opened={plant !== null}
      onClose={onClose}
      title={plant ? t('photos.plantTitle', { name: nameOf(plant) }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': common('close') }}
      fullScreen={phone}
      closeOnEscape={!overlayOpen}
    >
      {plant && (
        <PhotoGallery cycleId={plant.cycleId} plantId={plant.id} onOverlayChange={setOverlayOpen} />
      )}
    </Modal>
  );
}
