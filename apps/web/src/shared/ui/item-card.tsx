import { Card, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface ItemCardProps {
  /** The card's heading, which also names the article for screen readers. */
  title: ReactNode;
  headingOrder: 2 | 3;
  /** Dimmed under the title: the maker, the place. */
  subtitle: ReactNode;
  /** Top right, beside the title: a badge. */
  aside?: ReactNode;
  gap: MantineSpacing;
  children: ReactNode;
}

/** One thing in a grid of cards: an article titled by its heading, as tall as its row. */
export function ItemCard({ title, headingOrder, subtitle, aside, gap, children }: ItemCardProps) {
  const headingId = useId();
  // The heading wraps beside the aside; the aside (a phase badge) keeps its whole width.
  const heading = (
    <div style={{ minWidth: 0 }}>
      <Title order={headingOrder} size="h4" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </div>
  );
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap={gap} h="100%">
        {aside ? (
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            {heading}
            <div style={{ flexShrink: 0 }}>{aside}</div>
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
