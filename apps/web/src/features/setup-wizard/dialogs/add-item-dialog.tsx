import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { SEARCH_MAX_LENGTH, type CatalogueItem } from '@maryjane/contract/catalogue';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useItemSearch } from '../api/search-items';
import type { ListKind } from '../state/wizard-state';
import { LoadError } from '../../../shared/ui/load-error';
import { FormDialog } from '../../../shared/ui/form-dialog';

export const SEARCH_DELAY_MS = 300;

interface AddItemDialogProps {
  kind: ListKind;
  opened: boolean;
  onClose: () => void;
  onAdd: (item: CatalogueItem) => void;
}

function SearchResults({ kind, onAdd }: Pick<AddItemDialogProps, 'kind' | 'onAdd'>) {
  const { t } = useTranslation('setup-wizard');
  const format = useFormatters();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = useItemSearch(kind, q);
  const items = search.data?.items ?? [];

  return (
    <Stack>
      <TextInput
        type="search"
        label={t('catalogue.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <Loader size={14} aria-hidden /> : null}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      {search.isError && (
        <LoadError onRetry={() => void search.refetch()} retrying={search.isRefetching} />
      )}
      {search.isSuccess && items.length === 0 && <Text>{t('catalogue.nothingFound')}</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  item.brand,
                  t(`types.${item.type}`),
                  item.price === null ? null : format.price(item.price),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Button
              variant="default"
              size="xs"
              aria-label={t('catalogue.addNamed', { name: item.name })}
              onClick={() => onAdd(item)}
            >
              {t('catalogue.add')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** Search the catalogue and add one of the first matches to the grower's lines. */
export function AddItemDialog({ kind, opened, onClose, onAdd }: AddItemDialogProps) {
  const { t } = useTranslation('setup-wizard');
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      centered={false}
      title={t(`catalogue.title.${kind}`)}
    >
      <SearchResults kind={kind} onAdd={onAdd} />
    </FormDialog>
  );
}
