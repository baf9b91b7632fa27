import { Group, Select, TextInput } from '@mantine/core';
import { SEARCH_MAX_LENGTH } from '@maryjane/contract/catalogue';
import {
  inventorySorts,
  type InventoryKind,
  type InventorySort,
} from '@maryjane/contract/inventory';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineTypes } from '../ui/kinds';
import { useTypeLabel } from '../ui/use-type-label';

export const SEARCH_DELAY_MS = 300;

interface ListToolbarProps {
  kind: InventoryKind;
  q: string;
  /** The type the list shows, or undefined for all. */
  type: string | undefined;
  sort: InventorySort;
  onSearch: (text: string) => void;
  onType: (type: string | null) => void;
  onSort: (sort: InventorySort) => void;
}

const isSort = (value: string | null): value is InventorySort =>
  inventorySorts.some((sort) => sort === value);

/** A search that waits for a pause in typing, a type to show, and the order of the lines. */
export function ListToolbar({ kind, q, type, sort, onSearch, onType, onSort }: ListToolbarProps) {
  const { t, i18n } = useTranslation('inventory');
  const typeLabel = useTypeLabel(kind);
  // In the reader's alphabet: "Dünger" among the D's.
  const types = lineTypes(kind)
    .map((value) => ({ value, label: typeLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const [text, setText] = useState(q);
  const [seen, setSeen] = useState(q);
  const search = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  // The address changed from elsewhere (back button, "clear search"): show what it says.
  if (q !== seen) {
    setSeen(q);
    if (q !== text.trim()) {
      search.cancel();
      setText(q);
    }
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        style={{ flex: '1 1 16rem' }}
      />
      <Select
        label={t('toolbar.type')}
        placeholder={t('toolbar.allTypes')}
        data={types}
        value={type ?? null}
        onChange={onType}
        clearable
        searchable
        nothingFoundMessage={t('toolbar.noType')}
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label={t('toolbar.sort')}
        data={inventorySorts.map((value) => ({ value, label: t(`sorts.${value}`) }))}
        value={sort}
        onChange={(value) => isSort(value) && onSort(value)}
        allowDeselect={false}
        w={{ base: '100%', sm: 260 }}
      />
    </Group>
  );
}
