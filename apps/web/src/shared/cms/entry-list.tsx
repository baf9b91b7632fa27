import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { ContentEntrySummary } from '@maryjane/contract/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entryPath } from './guide-collections';

interface EntryListProps {
  entries: ContentEntrySummary[];
  /** Blog posts show their date; guides their stages. */
  showDate?: boolean;
  columns?: number;
}

/** Cards linking to guides, recipes or posts, each with its summary and reading time. */
export function EntryList({ entries, showDate = false, columns = 2 }: EntryListProps) {
  const { t, i18n } = useTranslation('reader');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(columns, 2), lg: columns }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {entries.map((entry) => (
        <li key={`${entry.collection}/${entry.id}`}>
          <Card
            component={Link}
            to={entryPath(entry)}
            withBorder
            h="100%"
            padding="md"
            lang={entry.locale}
          >
            <Text fw={600} size="lg" c="var(--mantine-color-anchor)">
              {entry.title}
            </Text>
            <Text size="sm" mt={6}>
              {entry.summary}
            </Text>
            <Group gap={6} mt="sm">
              <Text size="xs" c="dimmed">
                {showDate
                  ? date.format(new Date(`${entry.date}T12:00:00Z`))
                  : t('readingTime', { count: entry.readingMinutes })}
              </Text>
              {entry.kind && (
                <Badge size="sm" variant="light">
                  {t(`kinds.${entry.kind}`)}
                </Badge>
              )}
              {entry.stages.map((stage) => (
                <Badge key={stage} size="sm" variant="outline" color="gray">
                  {t(`stages.${stage}`)}
                </Badge>
              ))}
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
