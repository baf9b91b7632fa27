import { Button, Group, Stack } from '@mantine/core';
import type { InventoryKind } from '@maryjane/contract/inventory';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-error';
import { useForm } from '../../../shared/forms/use-form';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useCreateInventoryItem } from '../api/create-inventory-item';
import type { CatalogueChoice } from '../api/search-catalogue';
import { LineFields } from '../form/line-fields';
import { useStockFields } from '../form/stock-fields';
import { emptyLine, lineBody, lineRules, type LineValues } from '../form/line-form';
import { InventoryModal } from '../ui/inventory-modal';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { CataloguePicker } from './catalogue-picker';

interface AddFromCatalogueDialogProps {
  kind: InventoryKind;
  onClose: () => void;
}

/** Pick a catalogue item (a strain, for seeds), then note what was bought: POST /inventory/{kind}. */
export function AddFromCatalogueDialog({ kind, onClose }: AddFromCatalogueDialogProps) {
  const { t } = useTranslation(['inventory', 'validation']);
  const format = useFormatters();
  const create = useCreateInventoryItem(kind);
  const form = useForm<LineValues>({ initialValues: emptyLine, rules: lineRules });
  const [choice, setChoice] = useState<CatalogueChoice | null>(null);
  const [choiceError, setChoiceError] = useState<'pickOne' | 'notFound' | null>(null);

  const pick = (next: CatalogueChoice) => {
    setChoice(next);
    setChoiceError(null);
    // Brand and product page come from the catalogue; the grower may change them.
    form.reset({ ...form.values, brand: next.brand ?? '', link: next.link ?? '' });
  };

  // Supplies: how much is left, in ml or g (issue 26).
  const stock = useStockFields(null);
  const isSupplies = kind === 'supplies';

  const save = form.onSubmit((values) => {
    if (!choice || (isSupplies && !stock.check())) return;
    create.mutate(
      { itemId: choice.id, ...lineBody(values), ...(isSupplies ? stock.body() : {}) },
      {
        onSuccess: (line) => {
          snackbar.success(t('messages.added', { name: line.item.name }));
          onClose();
        },
        onError: (error) => {
          // The item went away meanwhile (a custom item deleted in another tab).
          if (isApiError(error) && error.fieldErrors.some((field) => field.field === 'itemId')) {
            setChoiceError('notFound');
          }
          form.handleServerError(error);
        },
      },
    );
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!choice) setChoiceError('pickOne');
    save(event);
  };

  const priceHint =
    !choice || choice.price === null
      ? undefined
      : t('dialogs.catalogue.priceHint', { price: format.price(choice.price) });

  return (
    <InventoryModal title={t('dialogs.catalogue.title')} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <CataloguePicker
            kind={kind}
            value={choice}
            onChange={pick}
            error={
              choiceError === 'notFound'
                ? t('validation:notFound')
                : choiceError
                  ? t('dialogs.catalogue.pickOne')
                  : undefined
            }
          />
          <LineFields form={form} priceHint={priceHint} />
          {isSupplies && stock.fields}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('dialogs.catalogue.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </InventoryModal>
  );
}
