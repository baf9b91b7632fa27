import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESULT_COLUMNS } from './result-grid';

/** Card outlines while the first page loads; the status names what is loading. */
export function SkeletonCards({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <div role="status" aria-label={t('loading')}>
      <SimpleGrid cols={RESULT_COLUMNS} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder padding="md">
            <Stack gap="sm">
              <Skeleton height={22} width="70%" />
              <Skeleton height={14} width="40%" />
              <Skeleton height={18} width="55%" radius="xl" />
              <Skeleton height={12} />
              <Skeleton height={12} />
              <Skeleton height={12} width="80%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
