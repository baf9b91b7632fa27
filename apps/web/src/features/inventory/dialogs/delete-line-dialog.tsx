import { Button, Group, Stack, Text } from '@mantine/core';
import type { InventoryItem, InventoryKind } from '@maryjane/contract/inventory';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { InventoryModal } from '../ui/inventory-modal';

interface DeleteLineDialogProps {
  kind: InventoryKind;
  line: InventoryItem;
  onClose: () => void;
}

/** Asks before an entry goes; the catalogue item (or strain) it refers to stays. */
export function DeleteLineDialog({ kind, line, onClose }: DeleteLineDialogProps) {
  const { t } = useTranslation('inventory');
  const remove = useDeleteInventoryItem(kind);
  const name = line.item.name;

  // Failures reach the global handler through the mutation cache; the dialog stays open.
  const confirm = () =>
    remove.mutate(line.id, {
      onSuccess: () => {
        snackbar.success(t('messages.deleted', { name }));
        onClose();
      },
    });

  return (
    <InventoryModal title={t('dialogs.delete.title', { name })} onClose={onClose}>
      <Stack>
        <Text>{t('dialogs.delete.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('dialogs.cancel')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            {t('dialogs.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </InventoryModal>
  );
}
