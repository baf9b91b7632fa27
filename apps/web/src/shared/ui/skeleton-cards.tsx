import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { CARD_COLUMNS } from './card-columns';

/** Card outlines while a list loads; the status names what is loading. */
export function SkeletonCards({
  label,
  count = 3,
  lines = 2,
}: {
  label: string;
  count?: number;
  /** Text lines under each card's title. */
  lines?: number;
}) {
  return (
    <div role="status" aria-label={label}>
      <SimpleGrid cols={CARD_COLUMNS} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder padding="md">
            <Stack gap="sm">
              <Skeleton height={22} width="60%" />
              <Skeleton height={14} width="40%" />
              {Array.from({ length: lines }, (_, line) => (
                <Skeleton key={line} height={12} width={line === lines - 1 ? '80%' : undefined} />
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
