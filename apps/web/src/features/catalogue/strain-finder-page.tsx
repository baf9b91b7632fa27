import { Stack, Text, Title } from '@mantine/core';
import { strainSorts } from '@maryjane/contract/strains';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useStrains } from '../../shared/api/get-strains';
import { StrainCard } from './strains/strain-card';
import { StrainFilters } from './strains/strain-filters';
import { readStrainSearch } from './strains/strain-query';
import { PagedResults } from './ui/paged-results';
import { CardGrid } from '../../shared/ui/card-grid';
import { SortSelect } from './ui/sort-select';
import { useUrlFilters } from './ui/use-url-filters';

/** /catalogue/strains: find a strain by effect, strength, size, time and price. */
export function StrainFinderPage() {
  const { t } = useTranslation('catalogue');
  useDocumentTitle(t('strains.title'));
  const filters = useUrlFilters();
  const search = readStrainSearch(filters.params);
  const strains = useStrains(search.query);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('strains.title')}</Title>
        <Text c="dimmed">{t('strains.description')}</Text>
      </Stack>
      <StrainFilters search={search} filters={filters} />
      <PagedResults
        result={strains}
        countText={(count) => t('strains.count', { count })}
        empty={{ title: t('strains.empty'), hint: t('strains.emptyHint') }}
        toolbar={
          <SortSelect
            sorts={strainSorts}
            value={search.query.sort}
            onChange={(sort) => filters.setFilter('sort', sort)}
          />
        }
        onReset={filters.reset}
        onPage={filters.setPage}
      >
        {(items) => (
          <CardGrid>
            {items.map((strain) => (
              <StrainCard key={strain.id} strain={strain} />
            ))}
          </CardGrid>
        )}
      </PagedResults>
    </Stack>
  );
}
