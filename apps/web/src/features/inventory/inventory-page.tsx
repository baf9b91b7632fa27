import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { InventoryItem, InventoryKind } from '@maryjane/contract/inventory';
import { IconListCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useInventory } from './api/get-inventory';
import { useInventoryTotals } from '../../shared/api/get-inventory-totals';
import { AddCustomDialog } from './dialogs/add-custom-dialog';
import { AddFromCatalogueDialog } from './dialogs/add-from-catalogue-dialog';
import { ApplyShoppingListDialog } from './dialogs/apply-shopping-list-dialog';
import { DeleteLineDialog } from './dialogs/delete-line-dialog';
import { EditLineDialog } from './dialogs/edit-line-dialog';
import { InventoryLines } from './list/inventory-lines';
import { InventoryTotalsBar } from './list/inventory-totals';
import { ListToolbar } from './list/list-toolbar';
import { useListParams } from './list/use-list-params';
import { isItemKind } from './ui/kinds';

type Dialog =
  | { name: 'catalogue' }
  | { name: 'custom' }
  | { name: 'shopping-list' }
  | { name: 'edit'; line: InventoryItem }
  | { name: 'delete'; line: InventoryItem };

/** /my/inventory/<kind>: what the grower owns of one kind, what they paid, and where it is. */
export function InventoryPage({ kind }: { kind: InventoryKind }) {
  const { t } = useTranslation('inventory');
  useDocumentTitle(t(`${kind}.title`));
  const params = useListParams();
  const lines = useInventory(kind, params.query);
  const totals = useInventoryTotals();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const lineCount =
    totals.data?.kinds.find((entry) => entry.kind === kind)?.lines ?? lines.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(`${kind}.title`)}</Title>
        <Text c="dimmed">{t(`${kind}.description`)}</Text>
      </Stack>
      <InventoryTotalsBar kind={kind} totals={totals.data} />
      <Group gap="sm">
        <Button
          leftSection={<IconSearch size={18} aria-hidden />}
          onClick={() => setDialog({ name: 'catalogue' })}
        >
          {t('actions.addFromCatalogue')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ name: 'custom' })}
        >
          {t(`actions.addCustom.${kind}`)}
        </Button>
        {isItemKind(kind) && (
          <Button
            variant="default"
            leftSection={<IconListCheck size={18} aria-hidden />}
            onClick={() => setDialog({ name: 'shopping-list' })}
          >
            {t('actions.applyShoppingList')}
          </Button>
        )}
      </Group>
      <ListToolbar
        kind={kind}
        q={params.query.q ?? ''}
        type={params.query.type}
        sort={params.query.sort}
        onSearch={params.setSearch}
        onType={params.setType}
        onSort={params.setSort}
      />
      <InventoryLines
        kind={kind}
        result={lines}
        filtered={Boolean(params.query.q || params.query.type)}
        onClearFilters={params.clearFilters}
        onPage={params.setPage}
        onAdd={() => setDialog({ name: 'catalogue' })}
        onEdit={(line) => setDialog({ name: 'edit', line })}
        onDelete={(line) => setDialog({ name: 'delete', line })}
      />

      {dialog?.name === 'catalogue' && <AddFromCatalogueDialog kind={kind} onClose={close} />}
      {dialog?.name === 'custom' && <AddCustomDialog kind={kind} onClose={close} />}
      {dialog?.name === 'shopping-list' && isItemKind(kind) && (
        <ApplyShoppingListDialog kind={kind} lineCount={lineCount} onClose={close} />
      )}
      {dialog?.name === 'edit' && <EditLineDialog kind={kind} line={dialog.line} onClose={close} />}
      {dialog?.name === 'delete' && (
        <DeleteLineDialog kind={kind} line={dialog.line} onClose={close} />
      )}
    </Stack>
  );
}
