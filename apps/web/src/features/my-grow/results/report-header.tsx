import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A report's head: what it is ("Grow report"), the cycle's name as the h1, and its actions. */
export function ReportHeader({
  kicker,
  title,
  byline,
  actions,
}: {
  kicker: string;
  title: string;
  byline?: string | null;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={2}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase">
          {kicker}
        </Text>
        <Title order={1}>{title}</Title>
        {byline && <Text c="dimmed">{byline}</Text>}
      </Stack>
      {actions && (
        <Group gap="xs" data-print="hidden">
          {actions}
        </Group>
      )}
    </Group>
  );
}
