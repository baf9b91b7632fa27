import { Button, Fieldset, Group, Stack } from '@mantine/core';
import type { InventoryKind } from '@maryjane/contract/inventory';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useCreateCustomLine } from '../api/create-custom-line';
import {
  customItemBody,
  customRules,
  customStrainBody,
  emptyCustom,
  type CustomValues,
} from '../form/custom-form';
import { LineFields } from '../form/line-fields';
import { lineBody } from '../form/line-form';
import { InventoryModal } from '../ui/inventory-modal';
import { CustomItemFields, CustomStrainFields } from './custom-entry-fields';

interface AddCustomDialogProps {
  kind: InventoryKind;
  onClose: () => void;
}

/**
 * Something the catalogue lacks: the grower's own strain or item and the line for it, sent in one
 * request that saves both or neither.
 */
export function AddCustomDialog({ kind, onClose }: AddCustomDialogProps) {
  const { t } = useTranslation('inventory');
  const createLine = useCreateCustomLine(kind);
  const form = useForm<CustomValues>({
    initialValues: emptyCustom,
    rules: customRules(kind),
    // The entry's field errors (`entry.name`) land on the form's field of the same name.
    fieldOfServer: (field) => field.replace(/^entry\./, ''),
  });

  const save = async (values: CustomValues) => {
    try {
      const entry = kind === 'seeds' ? customStrainBody(values) : customItemBody(kind, values);
      const line = await createLine.mutateAsync({ entry, ...lineBody(values) });
      snackbar.success(t('messages.added', { name: line.item.name }));
      onClose();
    } catch (error) {
      form.handleServerError(error);
    }
  };

  return (
    <InventoryModal title={t(`dialogs.custom.title.${kind}`)} onClose={onClose} size="lg">
      <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
        <Stack>
          <Fieldset legend={t(`dialogs.custom.entry.${kind}`)} variant="unstyled">
            {kind === 'seeds' ? (
              <CustomStrainFields form={form} />
            ) : (
              <CustomItemFields kind={kind} form={form} />
            )}
          </Fieldset>
          <Fieldset legend={t('dialogs.custom.purchase')} variant="unstyled">
            <LineFields form={form} hide={['brand']} />
          </Fieldset>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" loading={createLine.isPending}>
              {t('dialogs.custom.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </InventoryModal>
  );
}
