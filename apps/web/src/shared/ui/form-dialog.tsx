import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from './use-phone';

interface FormDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** Vertically centred; the setup wizard keeps its dialogs near the top. */
  centered?: boolean;
  children: ReactNode;
}

/** A form in a dialog; full screen on phones, where a floating dialog has no room. */
export function FormDialog({ opened, title, onClose, centered = true, children }: FormDialogProps) {
  const { t } = useTranslation('common');
  const phone = usePhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
      fullScreen={phone}
      centered={centered}
    >
      {children}
    </Modal>
  );
}
