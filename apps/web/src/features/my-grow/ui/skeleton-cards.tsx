import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { CARD_COLUMNS } from './page-header';

/** Card outlines while a list loads; the status names what is loading. */
export function SkeletonCards({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <SimpleGrid cols={CARD_COLUMNS} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder padding="md">
            <Stack gap="sm">
              <Skeleton height={22} width="60%" />
              <Skeleton height={14} width="40%" />
              <Skeleton height={12} />
              <Skeleton height={12} width="80%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
