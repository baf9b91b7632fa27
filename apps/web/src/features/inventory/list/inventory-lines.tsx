import { pagePaths } from '@maryjane/contract/page-paths';
import { Box, Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import type { Page } from '@maryjane/contract/catalogue';
import type { InventoryItem, InventoryKind } from '@maryjane/contract/inventory';
import { IconMoodEmpty, IconSearch, IconWand, IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePhone } from '../../../shared/ui/use-phone';
import { InventoryCards } from './inventory-cards';
import { InventoryTable } from './inventory-table';
import type { LineActionsProps } from './line-parts';
import { ListPagination } from '../../../shared/ui/list-pagination';
import { ListSkeleton } from './list-states';
import { LoadError } from '../../../shared/ui/load-error';
import { QueryState } from '../../../shared/ui/query-state';

interface InventoryLinesProps extends LineActionsProps {
  kind: InventoryKind;
  result: UseQueryResult<Page<InventoryItem>>;
  /** Whether a search or a type narrows the list: an empty result then means "nothing matches". */
  filtered: boolean;
  onClearFilters: () => void;
  onPage: (page: number) => void;
  onAdd: () => void;
}

/** The list with its count, loading, error and empty states, and its pages. */
export function InventoryLines(props: InventoryLinesProps) {
  const { kind, result, filtered, onClearFilters, onPage, onAdd, ...actions } = props;
  const { t } = useTranslation('inventory');
  const phone = usePhone();
  const headingId = useId();
  const { data } = result;

  // Nothing matches, nothing yet, or a link to a page that no longer exists (entries were
  // deleted meanwhile).
  let noLines;
  if (data?.total === 0 && filtered) {
    noLines = (
      <EmptyState>
        <EmptyState.Indicator>
          <IconSearch size={40} aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={3}>{t('list.noMatch')}</EmptyState.Title>
        <EmptyState.Actions>
          <Button
            variant="light"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={onClearFilters}
          >
            {t('list.clearFilters')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (data?.total === 0) {
    noLines = (
      <EmptyState>
        <EmptyState.Indicator>
          <IconMoodEmpty size={40} aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={3}>{t('list.empty')}</EmptyState.Title>
        <EmptyState.Description>{t(`list.emptyHint.${kind}`)}</EmptyState.Description>
        <EmptyState.Actions>
          <Button leftSection={<IconSearch size={18} aria-hidden />} onClick={onAdd}>
            {t('actions.addFromCatalogue')}
          </Button>
          <Button
            component={Link}
            to={pagePaths.setupWizard}
            variant="light"
            leftSection={<IconWand size={18} aria-hidden />}
          >
            {t('list.setupWizard')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    noLines = (
      <EmptyState>
        <EmptyState.Title order={3}>{t('list.pageGone')}</EmptyState.Title>
        <EmptyState.Actions>
          <Button variant="light" onClick={() => onPage(1)}>
            {t('common:pagination.first')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Title order={2} size="h3" id={headingId}>
          {t('list.title')}
        </Title>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {data ? t('list.count', { count: data.total }) : ''}
        </Text>
      </Stack>
      <QueryState
        query={result}
        loading={<ListSkeleton />}
        error={
          <LoadError
            title={t('list.loadError')}
            retryLabel={t('list.retry')}
            onRetry={() => void result.refetch()}
            retrying={result.isRefetching}
          />
        }
        isEmpty={(page) => page.items.length === 0}
        empty={noLines}
      >
        {(page) => (
          <Box
            style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={result.isPlaceholderData}
          >
            {phone ? (
              <InventoryCards kind={kind} lines={page.items} {...actions} />
            ) : (
              <InventoryTable
                kind={kind}
                lines={page.items}
                caption={t(`${kind}.title`)}
                {...actions}
              />
            )}
          </Box>
        )}
      </QueryState>
      {data && (
        <ListPagination
          page={data.page}
          total={data.total}
          pageSize={data.pageSize}
          onChange={onPage}
          label={t('pagination.label')}
        />
      )}
    </Stack>
  );
}
