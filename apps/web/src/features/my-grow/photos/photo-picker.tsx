import { Button, FileButton, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCamera, IconCheck, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PhotoUploadItem } from './use-photo-uploads';

/** Each chosen file's state: uploading, stored, or why it failed. */
export function PhotoUploadList({ items }: { items: PhotoUploadItem[] }) {
  const { t } = useTranslation('my-grow');
  if (items.length === 0) return null;
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-live="polite">
      {items.map((item) => (
        <List.Item
          key={item.key}
          icon={
            item.status === 'chosen' ? (
              <IconPhoto size={16} aria-hidden />
            ) : item.status === 'pending' ? (
              <Loader size={14} aria-hidden />
            ) : item.status === 'done' ? (
              <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
            ) : (
              <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />
            )
          }
        >
          <Text size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
            {t(`photos.status.${item.status}`, { name: item.name })}
          </Text>
          {item.error && (
            <Text size="sm" c="red.8">
              {item.error}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * A button that takes photos straight from the phone's camera (`capture`), several at once where
 * the browser allows it, with each file's state below.
 */
export function PhotoPicker({
  onPick,
  items = [],
  disabled = false,
  label,
}: {
  onPick: (files: File[]) => void;
  items?: PhotoUploadItem[];
  disabled?: boolean;
  label?: string;
}) {
  const { t } = useTranslation('my-grow');
  const pending = items.some((item) => item.status === 'pending');
  return (
    <Stack gap="xs">
      <FileButton
        onChange={(files) => files.length > 0 && onPick(files)}
        accept="image/*"
        multiple
        capture="environment"
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconCamera size={16} aria-hidden />}
            loading={pending}
            disabled={disabled}
            style={{ alignSelf: 'flex-start' }}
          >
            {label ?? t('photos.add')}
          </Button>
        )}
      </FileButton>
      <PhotoUploadList items={items} />
    </Stack>
  );
}
