import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaMatch } from '../../../shared/ui/use-media-match';

/** A form in a dialog; full screen on phones, where a floating dialog has no room. */
export function FormDialog({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const phone = useMediaMatch('(max-width: 37.5em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
      fullScreen={phone}
      centered
    >
      {children}
    </Modal>
  );
}
