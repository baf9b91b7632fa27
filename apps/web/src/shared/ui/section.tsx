import { Group, Paper, Stack, Title, type GroupProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: string;
  /** Beside the title: a button, or a link (aligned on the title's baseline). */
  action?: ReactNode;
  actionAlign?: GroupProps['align'];
  /** A card in a grid row stretches to the height of its neighbours. */
  stretch?: boolean;
  children: ReactNode;
}

/** One titled part of a page (h2), with its action beside the title. */
export function Section({ title, action, actionAlign, stretch, children }: SectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
      h={stretch ? '100%' : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" align={actionAlign}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
