import { SimpleGrid } from '@mantine/core';
import { SEARCH_MAX_LENGTH } from '@maryjane/contract/catalogue';
import {
  floweringTypes,
  seedTypes,
  strainEffects,
  thcLevels,
  type StrainEffect,
} from '@maryjane/contract/strains';
import { useTranslation } from 'react-i18next';
import { useStrainEffects } from '../api/get-strain-effects';
import { useStrainProducers } from '../api/get-strain-producers';
import { NumberField, OptionSelect, SearchField } from '../ui/filter-fields';
import { FilterPanel } from '../ui/filter-panel';
import type { UrlFilters } from '../ui/use-url-filters';
import type { StrainSearch } from './strain-query';

interface StrainFiltersProps {
  search: StrainSearch;
  filters: UrlFilters;
}

/** Every filter GET /strains knows, each written to the address as it changes. */
export function StrainFilters({ search, filters }: StrainFiltersProps) {
  const { t } = useTranslation('catalogue');
  const producers = useStrainProducers();
  const effects = useStrainEffects();
  const query = search.values;
  const set = filters.setFilter;

  const effectCount = (effect: StrainEffect) =>
    effects.data?.find((summary) => summary.effect === effect)?.count;
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;

  return (
    <FilterPanel filters={filters}>
      <SearchField
        label={t('strains.filters.q')}
        placeholder={t('strains.filters.qPlaceholder')}
        value={filters.params.get('q') ?? ''}
        onCommit={(text) => set('q', text, { replace: filters.params.has('q') })}
        maxLength={SEARCH_MAX_LENGTH}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }}>
        <OptionSelect
          label={t('strains.filters.floweringType')}
          options={floweringTypes.map((value) => ({
            value,
            label: t(`floweringTypes.${value}`),
          }))}
          value={query.floweringType}
          onChange={(value) => set('floweringType', value)}
        />
        <OptionSelect
          label={t('strains.filters.seedType')}
          options={seedTypes.map((value) => ({ value, label: t(`seedTypes.${value}`) }))}
          value={query.seedType}
          onChange={(value) => set('seedType', value)}
        />
        <OptionSelect
          label={t('strains.filters.thcLevel')}
          options={thcLevels.map((value) => ({ value, label: t(`thcBands.${value}`) }))}
          value={query.thcLevel}
          onChange={(value) => set('thcLevel', value)}
        />
        <OptionSelect
          label={t('strains.filters.cbd')}
          options={thcLevels.map((value) => ({ value, label: t(`cbdBands.${value}`) }))}
          value={query.cbd}
          onChange={(value) => set('cbd', value)}
        />
        <OptionSelect
          label={t('strains.filters.effect')}
          options={strainEffects.map((value) => ({
            value,
            label: withCount(t(`effects.${value}`), effectCount(value)),
          }))}
          value={query.effect}
          onChange={(value) => set('effect', value)}
        />
        <OptionSelect
          label={t('strains.filters.producer')}
          options={(producers.data ?? []).map((producer) => ({
            value: producer.id,
            label: withCount(producer.name, producer.strainCount),
          }))}
          value={query.producer}
          onChange={(value) => set('producer', value)}
          searchable
          nothingFoundMessage={t('nothingFound')}
        />
        <NumberField
          label={t('strains.filters.maxGrowWeeks')}
          value={query.maxGrowWeeks}
          onCommit={(value) => set('maxGrowWeeks', value)}
          min={1}
          max={52}
        />
        <NumberField
          label={t('strains.filters.maxIndoorHeight')}
          value={query.maxIndoorHeight}
          onCommit={(value) => set('maxIndoorHeight', value)}
          min={10}
          max={500}
          suffix=" cm"
        />
        <NumberField
          label={t('strains.filters.minPrice')}
          value={query.minPrice}
          onCommit={(value) => set('minPrice', value)}
          min={0}
          max={10_000}
          decimals
        />
        <NumberField
          label={t('strains.filters.maxPrice')}
          value={search.values.maxPrice}
          onCommit={(value) => set('maxPrice', value)}
          min={0}
          max={10_000}
          decimals
          error={search.priceRangeReversed ? t('strains.filters.priceReversed') : undefined}
        />
      </SimpleGrid>
    </FilterPanel>
  );
}
