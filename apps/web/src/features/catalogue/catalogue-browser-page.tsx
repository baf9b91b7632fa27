import { Stack, Text, Title } from '@mantine/core';
import { itemSorts, type CatalogueKind } from '@maryjane/contract/catalogue';
import { breakpoints } from '@maryjane/contract/constants';
import { useTranslation } from 'react-i18next';
import { em } from '../../shared/theme';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useMediaMatch } from '../../shared/ui/use-media-match';
import { useCatalogueItems } from './api/get-catalogue-items';
import { ItemCard } from './items/item-card';
import { ItemFilters } from './items/item-filters';
import { readItemsQuery } from './items/item-query';
import { ItemTable } from './items/item-table';
import { PagedResults } from './ui/paged-results';
import { CardGrid } from '../../shared/ui/card-grid';
import { SortSelect } from './ui/sort-select';
import { useUrlFilters } from './ui/use-url-filters';

const WIDE_QUERY = `(min-width: ${em(breakpoints.lg)})`;

/** /catalogue/equipment, /catalogue/supplies, /catalogue/tools: what to buy, with typical prices. */
export function CatalogueBrowserPage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('catalogue');
  useDocumentTitle(t(`items.${kind}.title`));
  const filters = useUrlFilters();
  const query = readItemsQuery(kind, filters.params);
  const items = useCatalogueItems(kind, query);
  // A table needs room; phones get cards. Not Mantine's useMatches: its first effect set the
  // page's state on every screen and rendered the page and all its cards again in one task
  // (~300 ms of a phone's main thread at 4×, right after hydration).
  const wide = useMediaMatch(WIDE_QUERY);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(`items.${kind}.title`)}</Title>
        <Text c="dimmed">{t(`items.${kind}.description`)}</Text>
      </Stack>
      <ItemFilters kind={kind} query={query} filters={filters} />
      <PagedResults
        result={items}
        countText={(count) => t('items.count', { count })}
        empty={{ title: t('items.empty'), hint: t('items.emptyHint') }}
        toolbar={
          <SortSelect
            sorts={itemSorts}
            value={query.sort}
            onChange={(sort) => filters.setFilter('sort', sort)}
          />
        }
        onReset={filters.reset}
        onPage={filters.setPage}
      >
        {(found) =>
          wide ? (
            <ItemTable items={found} caption={t(`items.${kind}.title`)} />
          ) : (
            <CardGrid>
              {found.map((item) => (
                <ItemCard key={item.id} item={item} />
              ))}
            </CardGrid>
          )
        }
      </PagedResults>
    </Stack>
  );
}
