import { Anchor, Group, Stack, Text } from '@mantine/core';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import type { Plant } from '@maryjane/contract/grow-cycles';
import { IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useDeletePlant } from '../api/delete-plant';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { RowActions } from '../ui/row-actions';
import { PlantPhotosDialog } from '../photos/plant-photos-dialog';
import { PlantForm, usePlantName } from './plant-form';
import { PlantBadges } from '../plant-records/plant-badges';

/** A cycle's plants with rename and (optionally) delete; a cycle keeps at least one. */
export function PlantList({
  plants,
  cycleId,
  deletable = true,
}: {
  plants: Plant[];
  cycleId: string;
  deletable?: boolean;
}) {
  const { t } = useTranslation('my-grow');
  const nameOf = usePlantName();
  const remove = useDeletePlant();
  const [renaming, setRenaming] = useState<Plant | null>(null);
  const [deleting, setDeleting] = useState<Plant | null>(null);
  const [photosOf, setPhotosOf] = useState<Plant | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const name = nameOf(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => snackbar.success(t('plants.deleted', { name })),
      // A refusal (the cycle's last plant) is said by the snackbar; the dialog has done its job.
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {plants.map((plant) => (
          <Group
            component="li"
            key={plant.id}
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Group gap="xs" wrap="wrap">
                {/* Each plant has its own page: status, height and timeline (issue 26). */}
                <Anchor component={Link} to={pagePath(pagePaths.plant, { id: plant.id })} fw={600}>
                  {plant.name
                    ? t('plants.numberedName', { number: plant.number, name: plant.name })
                    : nameOf(plant)}
                </Anchor>
                <PlantBadges plant={plant} compact />
              </Group>
              {plant.notes && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {plant.notes}
                </Text>
              )}
            </div>
            <RowActions
              actions={[
                {
                  icon: IconPencil,
                  label: t('plants.rename'),
                  ariaLabel: t('plants.renameNamed', { name: nameOf(plant) }),
                  onClick: () => setRenaming(plant),
                },
                {
                  icon: IconPhoto,
                  label: t('photos.plantAction'),
                  ariaLabel: t('photos.plantTitle', { name: nameOf(plant) }),
                  onClick: () => setPhotosOf(plant),
                },
                deletable && {
                  icon: IconTrash,
                  label: t('actions.delete'),
                  ariaLabel: t('actions.deleteNamed', { name: nameOf(plant) }),
                  onClick: () => setDeleting(plant),
                },
              ]}
            />
          </Group>
        ))}
      </Stack>
      <FormDialog
        opened={renaming !== null}
        title={renaming ? t('plants.renameTitle', { name: nameOf(renaming) }) : ''}
        onClose={() => setRenaming(null)}
      >
        {renaming && (
          <PlantForm
            key={renaming.id}
            plant={renaming}
            cycleId={cycleId}
            onDone={() => setRenaming(null)}
          />
        )}
      </FormDialog>
      <PlantPhotosDialog plant={photosOf} onClose={() => setPhotosOf(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t('plants.deleteTitle', { name: nameOf(deleting) }) : ''}
        message={t('plants.deleteText')}
        confirmLabel={t('actions.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
