import { Skeleton, Stack } from '@mantine/core';

/** Two outline lines while a section of the cycle loads; the status names what is loading. */
export function SectionSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      <Skeleton height={20} />
      <Skeleton height={20} />
    </Stack>
  );
}
