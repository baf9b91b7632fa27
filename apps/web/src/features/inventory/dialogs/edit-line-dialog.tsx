import { Button, Group, Stack } from '@mantine/core';
import type { InventoryItem, InventoryKind } from '@maryjane/contract/inventory';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import { LineFields } from '../form/line-fields';
import { editLineRules, lineBody, lineValues, type LineValues } from '../form/line-form';
import { useEnergyFields } from '../form/energy-fields';
import { useStockFields } from '../form/stock-fields';
import { InventoryModal } from '../ui/inventory-modal';
import { SeedMovements } from './seed-movements';

interface EditLineDialogProps {
  kind: InventoryKind;
  line: InventoryItem;
  onClose: () => void;
}

/** Changes what the grower noted about an entry; the item it refers to stays. */
export function EditLineDialog({ kind, line, onClose }: EditLineDialogProps) {
  const { t } = useTranslation('inventory');
  const update = useUpdateInventoryItem(kind);
  const form = useForm<LineValues>({ initialValues: lineValues(line), rules: editLineRules });

  // Supplies: how much is left, in ml or g (issue 26).
  const stock = useStockFields(line);
  const isSupplies = kind === 'supplies';
  // Equipment: watts, hours a day and lifespan for the harvest costs (issue 27).
  const energy = useEnergyFields(line);
  const isEquipment = kind === 'equipment';

  const submit = form.onSubmit((values) => {
    if (isSupplies && !stock.check()) return;
    if (isEquipment && !energy.check()) return;
    const extra = isSupplies ? stock.body() : isEquipment ? energy.body() : {};
    update.mutate(
      { id: line.id, body: { ...lineBody(values), ...extra } },
      {
        onSuccess: (saved) => {
          snackbar.success(t('messages.updated', { name: saved.item.name }));
          onClose();
        },
        onError: form.handleServerError,
      },
    );
  });

  return (
    <InventoryModal
      title={t('dialogs.edit.title', { name: line.item.name })}
      onClose={onClose}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <LineFields form={form} />
          {isSupplies && stock.fields}
          {isEquipment && energy.fields}
          {kind === 'seeds' && <SeedMovements line={line} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('dialogs.edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </InventoryModal>
  );
}
