import { Skeleton, Stack } from '@mantine/core';

/** Grey lines where the card's content will be; the status names what is loading. */
export function CardSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton height={20} width="55%" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={12} width={index % 2 ? '70%' : '90%'} />
      ))}
    </Stack>
  );
}
