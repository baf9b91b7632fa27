import { Box, Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import type { Page } from '@maryjane/contract/catalogue';
import { IconFilterOff, IconMoodEmpty } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/ui/query-state';
import { ListPagination } from '../../../shared/ui/list-pagination';
import { SkeletonCards } from '../../../shared/ui/skeleton-cards';

interface PagedResultsProps<T> {
  result: UseQueryResult<Page<T>>;
  /** "24 strains found", announced to screen readers when it changes. */
  countText: (total: number) => string;
  empty: { title: string; hint: string };
  /** Beside the count, e.g. the sort select. */
  toolbar?: ReactNode;
  onReset: () => void;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

/** The results half of a finder: count, loading, empty and error states, items, pages. */
export function PagedResults<T>(props: PagedResultsProps<T>) {
  const { result, countText, empty, toolbar, onReset, onPage, children } = props;
  const { t } = useTranslation('catalogue');
  const top = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { data } = result;

  const goTo = (page: number) => {
    onPage(page);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  // Nothing matches, or a link to a page that no longer exists (fewer results now).
  const noResults =
    data?.total === 0 ? (
      <EmptyState>
        <EmptyState.Indicator>
          <IconMoodEmpty size={40} aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={3}>{empty.title}</EmptyState.Title>
        <EmptyState.Description>{empty.hint}</EmptyState.Description>
        <EmptyState.Actions>
          <Button
            variant="light"
            leftSection={<IconFilterOff size={18} aria-hidden />}
            onClick={onReset}
          >
            {t('resetFilters')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    ) : (
      <EmptyState>
        <EmptyState.Title order={3}>{t('pageGone')}</EmptyState.Title>
        <EmptyState.Actions>
          <Button variant="light" onClick={() => goTo(1)}>
            {t('common:pagination.first')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group
        ref={top}
        justify="space-between"
        align="flex-end"
        gap="sm"
        style={{ scrollMarginTop: 80 }}
      >
        <Stack gap={2}>
          <Title order={2} size="h3" id={headingId}>
            {t('results')}
          </Title>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {data ? countText(data.total) : ''}
          </Text>
        </Stack>
        {toolbar}
      </Group>
      <QueryState
        query={result}
        loading={<SkeletonCards count={6} lines={3} label={t('loading')} />}
        isEmpty={(page) => page.items.length === 0}
        empty={noResults}
      >
        {(page) => (
          <Box
            style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={result.isPlaceholderData}
          >
            {children(page.items)}
          </Box>
        )}
      </QueryState>
      {data && (
        <ListPagination
          page={data.page}
          total={data.total}
          pageSize={data.pageSize}
          onChange={goTo}
          label={t('pagination.label')}
        />
      )}
    </Stack>
  );
}
