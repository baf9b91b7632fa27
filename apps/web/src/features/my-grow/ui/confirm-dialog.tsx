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
  loading?: boolean;
  /** Deleting or revoking: the confirm button is red. */
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
  loading = false,
  danger = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation(['my-grow', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      <Stack>
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
