import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Outlines of rows while the first page loads; the status names what is loading. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('inventory');
  return (
    <div role="status" aria-label={t('list.loading')}>
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: rows }, (_, index) => (
          <Card key={index} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={16} width="45%" />
                <Skeleton height={12} width="25%" />
              </Stack>
              <Skeleton height={16} width="15%" />
              <Skeleton height={16} width="15%" />
            </Group>
          </Card>
        ))}
      </Stack>
    </div>
  );
}
