import { Button, EmptyState } from '@mantine/core';
import type { Page } from '@maryjane/contract/catalogue';
import type { InventoryItem, InventoryKind } from '@maryjane/contract/inventory';
import { IconMoodEmpty, IconSearch, IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../shared/ui/use-phone';
import { InventoryCards } from './inventory-cards';
import { InventoryTable } from './inventory-table';
import type { LineActionsProps } from './line-parts';
import { ListSkeleton } from './list-states';
import { LoadError } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import { WizardButton } from '../../../shared/ui/wizard-button';

interface InventoryLinesProps extends LineActionsProps {
  kind: InventoryKind;
  result: UseQueryResult<Page<InventoryItem>>;
  /** Whether a search or a type narrows the list: an empty result then means "nothing matches". */
  filtered: boolean;
  onClearFilters: () => void;
  onPage: (page: number) => void;
  onAdd: () => void;
}

/** The inventory's paged list: as cards on a phone, else as a table. */
export function InventoryLines(props: InventoryLinesProps) {
  const { kind, result, filtered, onClearFilters, onPage, onAdd, ...actions } = props;
  const { t } = useTranslation('inventory');
  const phone = usePhone();

  // Nothing matches, or nothing yet.
  const noLines = filtered ? (
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
  ) : (
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
        <WizardButton variant="light">{t('list.setupWizard')}</WizardButton>
      </EmptyState.Actions>
    </EmptyState>
  );

  return (
    <PagedList
      result={result}
      title={t('list.title')}
      countText={(count) => t('list.count', { count })}
      loading={<ListSkeleton />}
      error={
        <LoadError
          title={t('list.loadError')}
          retryLabel={t('list.retry')}
          onRetry={() => void result.refetch()}
          retrying={result.isRefetching}
        />
      }
      empty={noLines}
      pageGone={t('list.pageGone')}
      paginationLabel={t('pagination.label')}
      onPage={onPage}
    >
      {(lines) =>
        phone ? (
          <InventoryCards kind={kind} lines={lines} {...actions} />
        ) : (
          <InventoryTable kind={kind} lines={lines} caption={t(`${kind}.title`)} {...actions} />
        )
      }
    </PagedList>
  );
}
