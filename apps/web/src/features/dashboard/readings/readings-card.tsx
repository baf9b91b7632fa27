import { Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironments } from '../../../shared/api/get-environments';
import { useSensorDevices } from '../../../shared/api/get-sensor-devices';
import { CardSkeleton } from '../ui/card-states';
import { QueryState } from '../../../shared/ui/query-state';
import { useCardData } from '../ui/card-data';
import { cardMeta } from '../api/keys';
import { DashboardCard } from '../ui/dashboard-card';
import { EnvironmentReadings } from './environment-readings';
import { WizardButton } from '../../../shared/ui/wizard-button';

/** Readings per environment; a select switches between environments when there are several. */
export function ReadingsCard() {
  const { t } = useTranslation('dashboard');
  const environments = useEnvironments(cardMeta);
  const devices = useSensorDevices();
  const card = useCardData(environments);
  const { data: deviceList } = useCardData(devices);
  const [chosenId, setChosenId] = useState<string | null>(null);

  return (
    <DashboardCard title={t('readings.title')}>
      <QueryState
        query={card}
        loading={<CardSkeleton label={t('readings.loading')} lines={4} />}
        empty={
          <>
            <Text>{t('readings.noEnvironments')}</Text>
            <Group>
              <WizardButton>{t('openWizard')}</WizardButton>
            </Group>
          </>
        }
        showReason
      >
        {(list) => {
          const environment = list.find((entry) => entry.id === chosenId) ?? list[0];
          return (
            environment && (
              <>
                {list.length > 1 && (
                  <Select
                    label={t('readings.environment')}
                    data={list.map((entry) => ({ value: entry.id, label: entry.name }))}
                    value={environment.id}
                    onChange={(id) => setChosenId(id)}
                    allowDeselect={false}
                    maw={360}
                  />
                )}
                <EnvironmentReadings
                  key={environment.id}
                  environment={environment}
                  // Unknown while the devices load or fail: no "add a sensor" prompt then.
                  devices={deviceList?.filter((device) => device.environment.id === environment.id)}
                />
              </>
            )
          );
        }}
      </QueryState>
    </DashboardCard>
  );
}
