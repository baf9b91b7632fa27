import { Button, Stack, Text } from '@mantine/core';
import type { Plant } from '@maryjane/contract/grow-cycles';
import { IconPencil, IconScale, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { QueryState } from '../../../shared/ui/query-state';
import { Section } from '../../../shared/ui/section';
import { useDeleteHarvest } from '../api/delete-harvest';
import { useCycleHarvests } from '../api/get-harvests';
import { SectionSkeleton } from '../cycle-detail/section-skeleton';
import { HarvestForm } from './harvest-form';
import { HarvestLegalNotice } from './harvest-legal-notice';
import { HarvestRecord } from './harvest-record';

/** The plant page's harvest (issue 27): its record, or a button to record it. */
export function PlantHarvestSection({ plant, name }: { plant: Plant; name: string }) {
  const { t } = useTranslation('my-grow');
  const harvests = useCycleHarvests(plant.cycleId);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useDeleteHarvest();
  const harvest = harvests.data?.data.find((record) => record.plantId === plant.id) ?? null;
  return (
    <Section
      title={t('harvestRecord.title')}
      action={
        harvest && (
          <Button
            variant="default"
            size="compact-md"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t('harvestRecord.edit')}
          </Button>
        )
      }
    >
      <QueryState query={harvests} loading={<SectionSkeleton label={t('harvestRecord.loading')} />}>
        {({ legal }) => (
          <Stack gap="md">
            {harvest ? (
              <Stack gap="sm" align="flex-start">
                <HarvestRecord harvest={harvest} />
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setRemoving(true)}
                >
                  {t('harvestRecord.remove')}
                </Button>
              </Stack>
            ) : (
              <Stack gap="sm" align="flex-start">
                <Text>{t('harvestRecord.empty')}</Text>
                <Button
                  leftSection={<IconScale size={18} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  {t('harvestRecord.record')}
                </Button>
              </Stack>
            )}
            <HarvestLegalNotice check={legal} />
          </Stack>
        )}
      </QueryState>
      <FormDialog
        opened={editing}
        title={t('harvestRecord.formTitle', { name })}
        onClose={() => setEditing(false)}
      >
        {editing && (
          <HarvestForm plantId={plant.id} harvest={harvest} onDone={() => setEditing(false)} />
        )}
      </FormDialog>
      <ConfirmDialog
        opened={removing}
        title={t('harvestRecord.removeTitle')}
        message={t('harvestRecord.removeText', { name })}
        confirmLabel={t('harvestRecord.remove')}
        danger
        loading={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(
            { plantId: plant.id },
            {
              onSuccess: () => {
                snackbar.success(t('harvestRecord.removed'));
                setRemoving(false);
              },
            },
          )
        }
      />
    </Section>
  );
}
