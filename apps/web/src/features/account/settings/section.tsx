import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of a settings tab. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && <Text size="sm">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
