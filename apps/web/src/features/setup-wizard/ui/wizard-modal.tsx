import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../shared/ui/use-phone';

interface WizardModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The wizard's dialogs: full screen on phones. */
export function WizardModal({ opened, title, onClose, children }: WizardModalProps) {
  const { t } = useTranslation('common');
  const phone = usePhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {children}
    </Modal>
  );
}
