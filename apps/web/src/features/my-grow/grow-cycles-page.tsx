import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useGrowCycles } from './api/get-grow-cycles';
import { useLegalCheck } from './api/get-legal-check';
import type { CycleStatus } from './api/keys';
import { CycleCard } from './grow-cycles/cycle-card';
import { CycleForm } from './grow-cycles/cycle-form';
import { LegalWarning } from './grow-cycles/legal-warning';
import { EmptyState } from './ui/empty-state';
import { FormDialog } from './ui/form-dialog';
import { LoadError } from '../../shared/ui/load-error';
import { PageHeader } from './ui/page-header';
import { CARD_COLUMNS } from '../../shared/ui/card-columns';
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

  let body;
  if (cycles.data?.length === 0 && status === 'all') {
    body = (
      <EmptyState title={t('cycles.empty.title')} text={t('cycles.empty.text')}>
        <Group justify="center">
          <Button
            component={Link}
            to="/setup-wizard"
            leftSection={<IconWand size={18} aria-hidden />}
          >
            {t('actions.openWizard')}
          </Button>
        </Group>
      </EmptyState>
    );
  } else if (cycles.data?.length === 0) {
    body = <Text>{t(`cycles.empty.${status}`)}</Text>;
  } else if (cycles.data) {
    body = (
      <SimpleGrid cols={CARD_COLUMNS}>
        {cycles.data.map((cycle) => (
          <CycleCard key={cycle.id} cycle={cycle} />
        ))}
      </SimpleGrid>
    );
  } else if (cycles.isError) {
    body = <LoadError onRetry={() => void cycles.refetch()} retrying={cycles.isRefetching} />;
  } else {
    body = <SkeletonCards label={t('cycles.loading')} />;
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('cycles.title')}
        description={t('cycles.description')}
        action={startButton}
      />
      {legal.data?.exceeded && <LegalWarning check={legal.data} plants={legal.data.plants} />}
      <SegmentedControl
        role="radiogroup"
        aria-label={t('cycles.filter.label')}
        value={status}
        onChange={setStatus}
        data={statuses.map((value) => ({ value, label: t(`cycles.filter.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {body}
      <FormDialog opened={starting} title={t('cycles.start')} onClose={() => setStarting(false)}>
        {starting && <CycleForm cycle={null} onDone={() => setStarting(false)} />}
      </FormDialog>
    </Stack>
  );
}
