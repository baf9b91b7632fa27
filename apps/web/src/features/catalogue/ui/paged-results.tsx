import { Button, EmptyState } from '@mantine/core';
import type { Page } from '@maryjane/contract/catalogue';
import { IconFilterOff, IconMoodEmpty } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/paged-list';
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

  return (
    <PagedList
      result={result}
      title={t('results')}
      countText={countText}
      toolbar={toolbar}
      loading={<SkeletonCards count={6} lines={3} label={t('loading')} />}
      empty={
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
      }
      pageGone={t('pageGone')}
      paginationLabel={t('pagination.label')}
      onPage={onPage}
      scrollOnPage
    >
      {children}
    </PagedList>
  );
}
