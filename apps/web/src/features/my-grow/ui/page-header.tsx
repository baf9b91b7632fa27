import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

/** The page's h1 (also its document title), what the page is for, and its main action. */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4} maw={760}>
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {action}
    </Group>
  );
}
