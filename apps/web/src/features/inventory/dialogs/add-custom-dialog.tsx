import { Button, Fieldset, Group, Stack } from '@mantine/core';
import type { InventoryKind } from '@maryjane/contract/inventory';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useCreateCustomItem } from '../api/create-custom-item';
import { useCreateCustomStrain } from '../api/create-custom-strain';
import { useCreateInventoryItem } from '../api/create-inventory-item';
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
 * Something the catalogue lacks: the grower's own strain or item is made first, then the
 * inventory entry for it. If the entry fails, the one made stays and a retry reuses it unless
 * its fields were changed.
 */
export function AddCustomDialog({ kind, onClose }: AddCustomDialogProps) {
  const { t } = useTranslation('inventory');
  const createStrain = useCreateCustomStrain();
  const createItem = useCreateCustomItem();
  const createLine = useCreateInventoryItem(kind);
  const form = useForm<CustomValues>({ initialValues: emptyCustom, rules: customRules(kind) });
  const [made, setMade] = useState<{ key: string; id: string } | null>(null);

  /** The id of the entry made for these fields, making it unless it was made already. */
  const entryFor = async (body: unknown, send: () => Promise<{ id: string }>) => {
    const key = JSON.stringify(body);
    if (made?.key === key) return made.id;
    const { id } = await send();
    setMade({ key, id });
    return id;
  };

  const makeEntry = (values: CustomValues): Promise<string> => {
    if (kind === 'seeds') {
      const body = customStrainBody(values);
      return entryFor(body, () => createStrain.mutateAsync(body));
    }
    const body = customItemBody(kind, values);
    return entryFor(body, () => createItem.mutateAsync({ kind, body }));
  };

  const save = async (values: CustomValues) => {
    try {
      const itemId = await makeEntry(values);
      const line = await createLine.mutateAsync({ itemId, ...lineBody(values) });
      snackbar.success(t('messages.added', { name: line.item.name }));
      onClose();
    } catch (error) {
      // Field errors of either request land on the field of the same name.
      form.handleServerError(error);
    }
  };

  const pending = createStrain.isPending || createItem.isPending || createLine.isPending;

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
            <Button type="submit" loading={pending}>
              {t('dialogs.custom.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </InventoryModal>
  );
}
