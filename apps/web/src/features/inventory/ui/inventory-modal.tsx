import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../shared/ui/use-phone';

type InventoryModalProps = Omit<ModalProps, 'opened'> & { title: string };

/**
 * A titled dialog of the inventory, open while it is rendered (so each opening starts with a
 * fresh form); full screen on phones.
 */
export function InventoryModal({ children, ...props }: InventoryModalProps) {
  const { t } = useTranslation('common');
  const phone = usePhone();
  return (
    <Modal
      opened
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      {...props}
    >
      {children}
    </Modal>
  );
}
