import { Badge, Group, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { SEARCH_MAX_LENGTH } from '@maryjane/contract/catalogue';
import type { InventoryKind } from '@maryjane/contract/inventory';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueSearch, type CatalogueChoice } from '../api/search-catalogue';
import { SEARCH_DELAY_MS } from '../list/list-toolbar';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useTypeLabel } from '../ui/use-type-label';

interface CataloguePickerProps {
  kind: InventoryKind;
  value: CatalogueChoice | null;
  onChange: (choice: CatalogueChoice) => void;
  error?: string;
}

/** Search the catalogue (strains, for seeds) and pick one of the first matches. */
export function CataloguePicker({ kind, value, onChange, error }: CataloguePickerProps) {
  const { t } = useTranslation('inventory');
  const format = useFormatters();
  const typeLabel = useTypeLabel(kind);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = useCatalogueSearch(kind, q);
  const choices = search.data ?? [];
  // The picked one stays offered while another search is on screen.
  const shown =
    value && !choices.some((choice) => choice.id === value.id) ? [value, ...choices] : choices;

  const details = (choice: CatalogueChoice) =>
    [
      choice.brand,
      typeLabel(choice.type),
      choice.price === null
        ? null
        : t('dialogs.catalogue.typicalPrice', { price: format.price(choice.price) }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t(`dialogs.catalogue.search.${kind}`)}
        placeholder={t('dialogs.catalogue.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <Loader size={14} aria-hidden /> : null}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      <Radio.Group
        label={t('dialogs.catalogue.results')}
        value={value?.id ?? null}
        onChange={(id) => {
          const choice = shown.find((candidate) => candidate.id === id);
          if (choice) onChange(choice);
        }}
        error={error}
        required
      >
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          <Stack gap="xs" py={4}>
            {search.isError && <Text size="sm">{t('dialogs.catalogue.searchFailed')}</Text>}
            {search.isSuccess && shown.length === 0 && (
              <Text size="sm">{t('dialogs.catalogue.nothingFound')}</Text>
            )}
            {shown.map((choice) => (
              <Radio
                key={choice.id}
                value={choice.id}
                label={
                  <Group gap={6}>
                    <Text size="sm" fw={600} span>
                      {choice.name}
                    </Text>
                    {choice.custom && (
                      <Badge variant="dot" color="orange" tt="none" size="sm">
                        {t('list.custom')}
                      </Badge>
                    )}
                  </Group>
                }
                description={details(choice)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
    </Stack>
  );
}
