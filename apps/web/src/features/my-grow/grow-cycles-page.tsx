import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { pagePaths } from '@maryjane/contract/page-paths';
import { IconArrowsDiff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegalCheck } from '../../shared/api/get-legal-check';
import { LegalNotice } from '../../shared/ui/legal-notice';
import { Link, useSearchParams } from 'react-router';
import { useGrowCycles } from './api/get-grow-cycles';
import type { CycleStatus } from './api/keys';
import { CycleCard } from './grow-cycles/cycle-card';
import { CycleForm } from './grow-cycles/cycle-form';
import { EmptyState } from './ui/empty-state';
import { FormDialog } from '../../shared/ui/form-dialog';
import { QueryState } from '../../shared/ui/query-state';
import { PageHeader } from './ui/page-header';
import { CardGrid } from '../../shared/ui/card-grid';
import { SkeletonCards } from '../../shared/ui/skeleton-cards';

const statuses: CycleStatus[] = ['all', 'active', 'complete'];
const isStatus = (value: string | null): value is CycleStatus =>
  statuses.includes(value as CycleStatus);

/** /my/grow-cycles: every grow from seed to jar, newest first. */
export function GrowCyclesPage() {
  const { t } = useTranslation('my-grow');
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: CycleStatus = isStatus(requested) ? requested : 'all';
  const cycles = useGrowCycles(status);
  const legal = useLegalCheck();
  const [starting, setStarting] = useState(false);

  const setStatus = (next: string) =>
    setParams(next === 'all' ? {} : { status: next }, { replace: true });
  const startButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setStarting(true)}>
      {t('cycles.start')}
    </Button>
  );

  // No cycle at all: how to start; none of a status: say so.
  const empty =
    status === 'all' ? (
      <EmptyState title={t('cycles.empty.title')} text={t('cycles.empty.text')} />
    ) : (
      <Text>{t(`cycles.empty.${status}`)}</Text>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('cycles.title')}
        description={t('cycles.description')}
        action={
          <Group gap="xs">
            <Button
              component={Link}
              to={pagePaths.compareGrows}
              variant="default"
              leftSection={<IconArrowsDiff size={18} aria-hidden />}
            >
              {t('cycles.compare')}
            </Button>
            {startButton}
          </Group>
        }
      />
      {legal.data && <LegalNotice check={legal.data} />}
      <SegmentedControl
        role="radiogroup"
        aria-label={t('cycles.filter.label')}
        value={status}
        onChange={setStatus}
        data={statuses.map((value) => ({ value, label: t(`cycles.filter.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={cycles}
        loading={<SkeletonCards label={t('cycles.loading')} />}
        empty={empty}
      >
        {(list) => (
          <CardGrid>
            {list.map((cycle) => (
              <CycleCard key={cycle.id} cycle={cycle} />
            ))}
          </CardGrid>
        )}
      </QueryState>
      <FormDialog opened={starting} title={t('cycles.start')} onClose={() => setStarting(false)}>
        {starting && <CycleForm cycle={null} onDone={() => setStarting(false)} />}
      </FormDialog>
    </Stack>
  );
}
