import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlant2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Nothing here yet: what would be here, and how to get started. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" component="section">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
          <IconPlant2 size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text maw={520}>{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
