import { pagePaths } from '@maryjane/contract/page-paths';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveCycles } from '../api/get-active-cycles';
import { QueryState } from '../../../shared/ui/query-state';
import { useCardData } from '../ui/card-data';
import { DashboardCard } from '../ui/dashboard-card';
import { CycleOverview, CycleOverviewSkeleton } from './cycle-overview';
import { pickNextCycle } from './next-cycle';
import { WizardButton } from '../../../shared/ui/wizard-button';

/** The grow cycle closest to harvest, with what to do today and next. */
export function NextCycleCard() {
  const { t } = useTranslation('dashboard');
  const cycles = useActiveCycles();
  const card = useCardData(cycles);

  return (
    <DashboardCard
      title={t('cycle.title')}
      action={
        <Anchor component={Link} to={pagePaths.growCycles} size="sm">
          {t('cycle.all')}
        </Anchor>
      }
    >
      <QueryState
        query={card}
        loading={<CycleOverviewSkeleton label={t('cycle.loading')} />}
        showReason
      >
        {(active) => {
          const next = pickNextCycle(active);
          return next ? (
            <CycleOverview cycle={next} others={active.length - 1} />
          ) : (
            <>
              <Text>{t('cycle.empty')}</Text>
              <Group gap="sm">
                <WizardButton>{t('openWizard')}</WizardButton>
                <Button
                  component={Link}
                  to={pagePaths.growCycles}
                  variant="default"
                  leftSection={<IconPlus size={18} aria-hidden />}
                >
                  {t('cycle.start')}
                </Button>
              </Group>
            </>
          );
        }}
      </QueryState>
    </DashboardCard>
  );
}
