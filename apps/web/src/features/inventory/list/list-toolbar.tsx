import { Group, Select, TextInput } from '@mantine/core';
import { SEARCH_MAX_LENGTH } from '@maryjane/contract/catalogue';
import { inventorySorts, type InventorySort } from '@maryjane/contract/inventory';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DELAY_MS = 300;

interface ListToolbarProps {
  q: string;
  sort: InventorySort;
  onSearch: (text: string) => void;
  onSort: (sort: InventorySort) => void;
}

const isSort = (value: string | null): value is InventorySort =>
  inventorySorts.some((sort) => sort === value);

/** A search that waits for a pause in typing, and the order of the lines. */
export function ListToolbar({ q, sort, onSearch, onSort }: ListToolbarProps) {
  const { t } = useTranslation('inventory');
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
