import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Photo } from '@maryjane/contract/photos';
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PhotoLightboxProps {
  photos: Photo[];
  /** The photo shown; null: closed. */
  index: number | null;
  altOf: (photo: Photo) => string;
  onIndex: (index: number) => void;
  onClose: () => void;
  onDelete: () => void;
  /** Hidden while the delete confirmation asks. */
  hidden?: boolean;
}

/** One photo large, with ← and → (keys and buttons) to the others; Escape closes. */
export function PhotoLightbox({
  photos,
  index,
  altOf,
  onIndex,
  onClose,
  onDelete,
  hidden = false,
}: PhotoLightboxProps) {
  const { t } = useTranslation('my-grow');
  const current = index === null ? undefined : photos[index];
  const opened = current !== undefined && !hidden;
  const step = (by: number) => {
    if (index !== null) onIndex((index + by + photos.length) % photos.length);
  };

  useEffect(() => {
    if (!opened || index === null) return;
    const onKey = (event: KeyboardEvent) => {
      const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (by === 0) return;
      event.preventDefault();
      onIndex((index + by + photos.length) % photos.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, index, photos.length, onIndex]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={current ? altOf(current) : ''}
      closeButtonProps={{ 'aria-label': t('photos.close') }}
      returnFocus={false}
    >
      {current && (
        <Stack gap="sm">
          <img
            src={current.largeUrl}
            alt={altOf(current)}
            width={current.width}
            height={current.height}
            style={{ width: '100%', height: 'auto', maxHeight: '70vh', objectFit: 'contain' }}
          />
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => step(-1)}
                aria-label={t('photos.previous')}
                disabled={photos.length < 2}
              >
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <Text size="sm" c="dimmed">
                {t('photos.position', { index: (index ?? 0) + 1, count: photos.length })}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => step(1)}
                aria-label={t('photos.next')}
                disabled={photos.length < 2}
              >
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              {t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
