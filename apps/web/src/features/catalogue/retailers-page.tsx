import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useRetailers } from './api/get-retailers';
import { RetailerCard } from './retailers/retailer-card';
import { QueryState } from '../../shared/ui/query-state';
import { CardGrid } from '../../shared/ui/card-grid';
import { SkeletonCards } from '../../shared/ui/skeleton-cards';

/** /catalogue/retailers: the shops whose typical prices the catalogue names. */
export function RetailersPage() {
  const { t } = useTranslation('catalogue');
  useDocumentTitle(t('retailers.title'));
  const retailers = useRetailers();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('retailers.title')}</Title>
        <Text c="dimmed">{t('retailers.description')}</Text>
      </Stack>
      <QueryState
        query={retailers}
        loading={<SkeletonCards count={3} lines={3} label={t('loading')} />}
      >
        {(list) => (
          <CardGrid>
            {[...list]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((retailer) => (
                <RetailerCard key={retailer.id} retailer={retailer} />
              ))}
          </CardGrid>
        )}
      </QueryState>
    </Stack>
  );
}
