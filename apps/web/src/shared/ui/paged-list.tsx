import { Box, Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import type { Page } from '@maryjane/contract/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from './list-pagination';
import { QueryState } from './query-state';

interface PagedListProps<T> {
  result: UseQueryResult<Page<T>>;
  title: string;
  /** "24 strains found", announced to screen readers when it changes. */
  countText: (total: number) => string;
  /** Beside the heading, e.g. the sort select. */
  toolbar?: ReactNode;
  loading: ReactNode;
  error?: ReactNode;
  /** When there is nothing at all, or nothing matches. */
  empty: ReactNode;
  /** Said when a link points past the last page (fewer entries now). */
  pageGone: string;
  paginationLabel: string;
  onPage: (page: number) => void;
  /** Bring the heading back into view on a page change, for lists taller than the screen. */
  scrollOnPage?: boolean;
  children: (items: T[]) => ReactNode;
}

/** A paged list with its heading, count, loading, error and empty states, and its pages. */
export function PagedList<T>(props: PagedListProps<T>) {
  const { result, title, countText, toolbar, loading, error, empty, pageGone } = props;
  const { paginationLabel, onPage, scrollOnPage, children } = props;
  const { t } = useTranslation('common');
  const top = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { data } = result;

  const goTo = (page: number) => {
    onPage(page);
    if (scrollOnPage) top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const noItems =
    data?.total === 0 ? (
      empty
    ) : (
      <EmptyState>
        <EmptyState.Title order={3}>{pageGone}</EmptyState.Title>
        <EmptyState.Actions>
          <Button variant="light" onClick={() => goTo(1)}>
            {t('pagination.first')}
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
            {title}
          </Title>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {data ? countText(data.total) : ''}
          </Text>
        </Stack>
        {toolbar}
      </Group>
      <QueryState
        query={result}
        loading={loading}
        error={error}
        isEmpty={(page) => page.items.length === 0}
        empty={noItems}
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
          label={paginationLabel}
        />
      )}
    </Stack>
  );
}
