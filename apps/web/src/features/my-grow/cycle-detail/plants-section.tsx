import { Button } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlants } from '../api/get-plants';
import { PlantForm } from '../plants/plant-form';
import { PlantList } from '../plants/plant-list';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { QueryState } from '../../../shared/ui/query-state';
import { Section } from '../../../shared/ui/section';
import { SectionSkeleton } from './section-skeleton';

/** The cycle's plants: add, rename, delete. */
export function PlantsSection({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const plants = usePlants(cycle.id);
  const [adding, setAdding] = useState(false);

  return (
    <Section
      title={t('plants.sectionTitle', { total: cycle.numberOfPlants })}
      action={
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {t('plants.add')}
        </Button>
      }
    >
      <QueryState query={plants} loading={<SectionSkeleton label={t('plants.loading')} />}>
        {(list) => <PlantList plants={list} cycleId={cycle.id} deletable={list.length > 1} />}
      </QueryState>
      <FormDialog opened={adding} title={t('plants.add')} onClose={() => setAdding(false)}>
        {adding && (
          <PlantForm
            plant={null}
            cycleId={cycle.id}
            phase={cycle.phase}
            seedId={cycle.seedId}
            onDone={() => setAdding(false)}
          />
        )}
      </FormDialog>
    </Section>
  );
}
