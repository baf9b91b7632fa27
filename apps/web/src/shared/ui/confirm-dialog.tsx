import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The second button; "Cancel" and `onClose` unless the choice needs its own words. */
  cancelLabel?: string;
  onCancel?: () => void;
  loading?: boolean;
  /** Deleting, revoking or dropping data: the confirm button is red. */
  danger?: boolean;
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  cancelLabel,
  onCancel = onClose,
  loading = false,
  danger = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <Stack>
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
