import { SimpleGrid } from '@mantine/core';
import { budgetTiers, SEARCH_MAX_LENGTH, type CatalogueKind } from '@maryjane/contract/catalogue';
import { useTranslation } from 'react-i18next';
import type { ItemsQuery } from '../api/get-catalogue-items';
import { useCatalogueTypes } from '../api/get-catalogue-types';
import { useItemBrands } from '../api/get-item-brands';
import { useItemCategories } from '../api/get-item-categories';
import { useItemRetailers } from '../api/get-item-retailers';
import { OptionSelect, SearchField } from '../ui/filter-fields';
import { FilterPanel } from '../ui/filter-panel';
import type { UrlFilters } from '../ui/use-url-filters';
import { TypeChips } from './type-chips';

interface ItemFiltersProps {
  kind: CatalogueKind;
  query: ItemsQuery;
  filters: UrlFilters;
}

/** Type chips, then category, brand, retailer, budget tier and a text search. */
export function ItemFilters({ kind, query, filters }: ItemFiltersProps) {
  const { t } = useTranslation('catalogue');
  const types = useCatalogueTypes(kind);
  const brands = useItemBrands(kind);
  const categories = useItemCategories(kind);
  const retailers = useItemRetailers(kind);
  const set = filters.setFilter;

  return (
    <FilterPanel filters={filters}>
      <TypeChips types={types.data} value={query.type} onChange={(type) => set('type', type)} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <OptionSelect
          label={t('items.filters.category')}
          options={(categories.data ?? []).map((facet) => ({
            value: facet.value,
            label: `${t(`categories.${facet.value}`)} (${facet.count})`,
          }))}
          value={query.category}
          onChange={(value) => set('category', value)}
        />
        <OptionSelect
          label={t('items.filters.brand')}
          options={(brands.data ?? []).map((facet) => ({
            value: facet.value,
            label: `${facet.label} (${facet.count})`,
          }))}
          value={query.brand}
          onChange={(value) => set('brand', value)}
          searchable
          nothingFoundMessage={t('nothingFound')}
        />
        <OptionSelect
          label={t('items.filters.retailer')}
          options={(retailers.data ?? []).map((retailer) => ({
            value: retailer.id,
            label: retailer.name,
          }))}
          value={query.retailer}
          onChange={(value) => set('retailer', value)}
          searchable
          nothingFoundMessage={t('nothingFound')}
        />
        <OptionSelect
          label={t('items.filters.budget')}
          options={budgetTiers.map((tier) => ({ value: tier, label: t(`budgets.${tier}`) }))}
          value={query.budget}
          onChange={(value) => set('budget', value)}
        />
      </SimpleGrid>
      <SearchField
        label={t('items.filters.q')}
        placeholder={t('items.filters.qPlaceholder')}
        value={filters.params.get('q') ?? ''}
        onCommit={(text) => set('q', text, { replace: filters.params.has('q') })}
        maxLength={SEARCH_MAX_LENGTH}
      />
    </FilterPanel>
  );
}
