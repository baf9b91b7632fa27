import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { plantBodySchema, type Plant } from '@maryjane/contract/grow-cycles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useAddPlant } from '../api/add-plant';
import { useInventoryLines } from '../api/get-inventory-lines';
import { SeedsSource } from '../grow-cycles/seeds-source';
import { useUpdatePlant } from '../api/update-plant';
import { textareaProps } from '../ui/form-props';

const shape = plantBodySchema.shape;

/**
 * Name and notes of a plant: a new one of `cycleId`, or `plant` renamed. A new plant takes a
 * seed from the cycle's seeds line (`seedId`), unless the grower says it came from elsewhere.
 */
export function PlantForm({
  plant,
  cycleId,
  seedId = null,
  onDone,
}: {
  plant: Plant | null;
  cycleId: string;
  seedId?: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const add = useAddPlant();
  const update = useUpdatePlant();
  const takesSeed = !plant && seedId !== null;
  const seeds = useInventoryLines('seeds', takesSeed);
  const seedLine = seeds.data?.find((line) => line.id === seedId);
  const [seedsFromInventory, setSeedsFromInventory] = useState(true);
  const form = useForm<{ name: string; notes: string }>({
    initialValues: { name: plant?.name ?? '', notes: plant?.notes ?? '' },
    rules: { name: schemaRule(shape.name), notes: schemaRule(shape.notes) },
  });

  const submit = form.onSubmit((body) => {
    const options = {
      onSuccess: () => {
        snackbar.success(t(plant ? 'plants.saved' : 'plants.added'));
        onDone();
      },
      onError: form.handleServerError,
    };
    if (plant) update.mutate({ id: plant.id, body }, options);
    else
      add.mutate(
        {
          cycleId,
          body: takesSeed && !seedsFromInventory ? { ...body, seedsFromInventory } : body,
        },
        options,
      );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('plants.form.name')}
          description={
            plant
              ? t('plants.form.nameHint', { number: plant.number })
              : t('plants.form.nameHintNew')
          }
          {...form.getInputProps('name')}
        />
        <Textarea label={t('plants.form.notes')} rows={3} {...textareaProps(form, 'notes')} />
        {takesSeed && (
          <SeedsSource
            checked={seedsFromInventory}
            onChange={setSeedsFromInventory}
            left={seedLine ? seedLine.quantity : null}
            needed={1}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {t(plant ? 'actions.save' : 'plants.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Lemon Lady" or, without a name, "Plant 3". */
export function usePlantName() {
  const { t } = useTranslation('my-grow');
  return (plant: Pick<Plant, 'name' | 'number'>) =>
    plant.name ?? t('plants.numbered', { number: plant.number });
}
