import { Button, Group, Radio, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  budgetTiers,
  growPlaces,
  type BudgetTier,
  type CatalogueKind,
  type GrowPlace,
} from '@maryjane/contract/catalogue';
import type { ApplyShoppingListBody } from '@maryjane/contract/inventory';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { dayRule } from '../../../shared/forms/validate-field';
import { DateField } from '../../../shared/ui/date-field';
import { useApplyShoppingList } from '../api/apply-shopping-list';
import { usePlantCounts } from '../../../shared/api/get-plant-counts';
import { InventoryModal } from '../ui/inventory-modal';

type Mode = ApplyShoppingListBody['mode'];

interface ApplyShoppingListDialogProps {
  kind: CatalogueKind;
  /** Entries of this kind now: with none there is nothing to replace, so no question. */
  lineCount: number;
  onClose: () => void;
}

/**
 * Puts the catalogue's shopping list for a budget, place and grow size into this list. Replacing
 * deletes every entry of the kind first, so it needs a second, explicit yes (spec §5).
 */
export function ApplyShoppingListDialog({
  kind,
  lineCount,
  onClose,
}: ApplyShoppingListDialogProps) {
  const { t } = useTranslation(['inventory', 'catalogue']);
  const apply = useApplyShoppingList(kind);
  const counts = usePlantCounts();
  const [budget, setBudget] = useState<BudgetTier>('balanced');
  const [where, setWhere] = useState<GrowPlace>('indoor');
  const [plants, setPlants] = useState('1');
  const [purchaseDate, setPurchaseDate] = useState('');
  const [mode, setMode] = useState<Mode>('add');
  const [confirming, setConfirming] = useState(false);
  const budgetLabel = useId();
  const whereLabel = useId();

  const largest = Math.max(1, ...(counts.data ?? []));
  const plantOptions = Array.from({ length: largest }, (_, index) => ({
    value: String(index + 1),
    label: t('catalogue:shoppingLists.plants', { count: index + 1 }),
  }));

  const send = () =>
    apply.mutate(
      { budget, where, numberOfPlants: Number(plants), mode, purchaseDate: purchaseDate || null },
      {
        onSuccess: (result) => {
          snackbar.success(t('messages.shoppingListApplied', result));
          onClose();
        },
      },
    );

  // Checked on submit: a typed day is never replaced, and a wrong one is never sent (issue 25).
  const [dateError, setDateError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = dayRule('happened', { optional: true })(purchaseDate, {});
    setDateError(code);
    if (code) return;
    if (mode === 'replace' && lineCount > 0) setConfirming(true);
    else send();
  };

  if (confirming) {
    return (
      <InventoryModal title={t('dialogs.shoppingList.confirmTitle')} onClose={onClose}>
        <Stack>
          <Text>{t('dialogs.shoppingList.confirmText', { count: lineCount })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('dialogs.back')}
            </Button>
            <Button color="red.9" onClick={send} loading={apply.isPending}>
              {t('dialogs.shoppingList.confirmReplace')}
            </Button>
          </Group>
        </Stack>
      </InventoryModal>
    );
  }

  return (
    <InventoryModal title={t('dialogs.shoppingList.title')} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('dialogs.shoppingList.intro')}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={budgetLabel}>
              {t('catalogue:shoppingLists.budget')}
            </Text>
            <SegmentedControl
              aria-labelledby={budgetLabel}
              data={budgetTiers.map((tier) => ({
                value: tier,
                label: t(`catalogue:budgets.${tier}`),
              }))}
              value={budget}
              onChange={(value) => setBudget(budgetTiers.find((tier) => tier === value) ?? budget)}
              fullWidth
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={whereLabel}>
              {t('catalogue:shoppingLists.where')}
            </Text>
            <SegmentedControl
              aria-labelledby={whereLabel}
              data={growPlaces.map((place) => ({
                value: place,
                label: t(`catalogue:places.${place}`),
              }))}
              value={where}
              onChange={(value) => setWhere(growPlaces.find((place) => place === value) ?? where)}
              fullWidth
            />
          </Stack>
          <Select
            label={t('catalogue:shoppingLists.numberOfPlants')}
            data={plantOptions}
            value={plants}
            onChange={(value) => value && setPlants(value)}
            allowDeselect={false}
          />
          <DateField
            label={t('fields.purchaseDate')}
            description={t('dialogs.shoppingList.purchaseDateHint')}
            value={purchaseDate}
            onChange={(value) => {
              setPurchaseDate(value);
              setDateError(null);
            }}
            error={dateError ? t(`validation:${dateError}`) : undefined}
          />
          {lineCount > 0 && (
            <Radio.Group
              label={t('dialogs.shoppingList.mode', { count: lineCount })}
              value={mode}
              onChange={(value) => setMode(value === 'replace' ? 'replace' : 'add')}
            >
              <Stack gap="xs" mt={6}>
                <Radio
                  value="add"
                  label={t('dialogs.shoppingList.add')}
                  description={t('dialogs.shoppingList.addHint')}
                />
                <Radio
                  value="replace"
                  label={t('dialogs.shoppingList.replace')}
                  description={t('dialogs.shoppingList.replaceHint')}
                />
              </Stack>
            </Radio.Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" loading={apply.isPending}>
              {t('dialogs.shoppingList.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </InventoryModal>
  );
}
