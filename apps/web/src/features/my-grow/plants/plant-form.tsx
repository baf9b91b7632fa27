import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { plantBodySchema, type Plant } from '@maryjane/contract/grow-cycles';
import { withPlants } from '@maryjane/contract/legal';
import { livingPhases, type GrowPhase } from '@maryjane/contract/phases';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegalCheck } from '../../../shared/api/get-legal-check';
import { useForm } from '../../../shared/forms/use-form';
import { schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useAddPlant } from '../api/add-plant';
import { useInventoryLines } from '../api/get-inventory-lines';
import { SeedsSource } from '../grow-cycles/seeds-source';
import { useUpdatePlant } from '../api/update-plant';
import { LegalNotice, useLegalCount } from '../../../shared/ui/legal-notice';
import { textareaProps } from '../ui/form-props';

const shape = plantBodySchema.shape;

/**
 * Name and notes of a plant: a new one of `cycleId`, or `plant` renamed. A new plant of a living
 * cycle (`phase`) is counted by the legal check: the form warns before it is added. It takes a
 * seed from the cycle's seeds line (`seedId`), unless the grower says it came from elsewhere.
 */
export function PlantForm({
  plant,
  cycleId,
  phase,
  seedId = null,
  onDone,
}: {
  plant: Plant | null;
  cycleId: string;
  phase?: GrowPhase;
  seedId?: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const add = useAddPlant();
  const update = useUpdatePlant();
  const counts = !plant && phase !== undefined && livingPhases.includes(phase);
  const legal = useLegalCheck({ enabled: counts });
  const legalCount = useLegalCount();
  const projected = counts && legal.data ? withPlants(legal.data, legal.data.plants + 1) : null;
  const takesSeed = !plant && seedId !== null;
  const seeds = useInventoryLines('seeds', takesSeed);
  const seedLine = seeds.data?.find((line) => line.id === seedId);
  const [seedsFromInventory, setSeedsFromInventory] = useState(true);
  const form = useForm<{ name: string; notes: string }>({
    initialValues: { name: plant?.name ?? '', notes: plant?.notes ?? '' },
    rules: { name: schemaRule(shape.name), notes: schemaRule(shape.notes) },
  });

  const submit = form.onSubmit((body) => {
    const onError = form.handleServerError;
    if (plant) {
      update.mutate(
        { id: plant.id, body },
        {
          onSuccess: () => {
            snackbar.success(t('plants.saved'));
            onDone();
          },
          onError,
        },
      );
      return;
    }
    add.mutate(
      {
        cycleId,
        body: takesSeed && !seedsFromInventory ? { ...body, seedsFromInventory } : body,
      },
      {
        // The answer's legal check: added over the limit, the confirmation warns with the count.
        onSuccess: ({ legal: after }) => {
          if (after.exceeded) snackbar.warning(`${t('plants.added')}. ${legalCount(after)}`);
          else snackbar.success(t('plants.added'));
          onDone();
        },
        onError,
      },
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
        {projected && <LegalNotice check={projected} planned />}
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
