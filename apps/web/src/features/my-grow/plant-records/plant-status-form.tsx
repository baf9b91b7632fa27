import { Button, Group, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { updatePlantBodySchema, type Plant } from '@maryjane/contract/grow-cycles';
import {
  plantSexes,
  plantStatuses,
  removalReasons,
  type PlantSex,
  type PlantStatus,
  type RemovalReason,
} from '@maryjane/contract/plant-records';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { dayRule, schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { DateField } from '../../../shared/ui/date-field';
import { localToday } from '../../../shared/ui/dates';
import { useLegalCount } from '../../../shared/ui/legal-notice';
import { useUpdatePlant } from '../api/update-plant';
import { selectProps, textareaProps } from '../ui/form-props';

type Values = {
  sex: string;
  status: string;
  statusReason: string;
  statusNote: string;
  statusDate: string;
};

const shape = updatePlantBodySchema.shape;

/**
 * A plant's sex and status (issue 26). A removed plant needs a reason; removed and harvested
 * plants stop counting towards the legal limit; back to growing undoes a mistake.
 */
export function PlantStatusForm({ plant, onDone }: { plant: Plant; onDone: () => void }) {
  const { t } = useTranslation('my-grow');
  const update = useUpdatePlant();
  const legalCount = useLegalCount();
  const form = useForm<Values>({
    initialValues: {
      sex: plant.sex,
      status: plant.status,
      statusReason: plant.statusReason ?? '',
      statusNote: plant.statusNote ?? '',
      statusDate: plant.statusDate ?? localToday(),
    },
    rules: {
      statusReason: (value, values) =>
        values.status === 'removed' && value === '' ? 'required' : null,
      statusNote: schemaRule(shape.statusNote),
      statusDate: (value, values) =>
        values.status === 'growing' ? null : dayRule<Values>('happened')(value, values),
    },
  });
  const growing = form.values.status === 'growing';

  const submit = form.onSubmit((values) => {
    const status = values.status as PlantStatus;
    const body =
      status === 'growing'
        ? { sex: values.sex as PlantSex, status }
        : {
            sex: values.sex as PlantSex,
            status,
            statusReason: status === 'removed' ? (values.statusReason as RemovalReason) : null,
            statusNote: values.statusNote,
            statusDate: values.statusDate,
          };
    update.mutate(
      { id: plant.id, body },
      {
        onSuccess: ({ legal }) => {
          if (legal.exceeded)
            snackbar.warning(`${t('records.statusForm.saved')}. ${legalCount(legal)}`);
          else snackbar.success(t('records.statusForm.saved'));
          onDone();
        },
        onError: form.handleServerError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={t('records.statusForm.sex')}
          data={plantSexes.map((value) => ({ value, label: t(`records.sex.${value}`) }))}
          allowDeselect={false}
          {...selectProps(form, 'sex')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="plant-status-label">
            {t('records.statusForm.status')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="plant-status-label"
            data={plantStatuses.map((value) => ({ value, label: t(`records.status.${value}`) }))}
            value={form.values.status}
            onChange={(value) => form.setValue('status', value)}
          />
          <Text size="xs" c="dimmed">
            {t('records.statusForm.hint')}
          </Text>
        </Stack>
        {form.values.status === 'removed' && (
          <Select
            label={t('records.statusForm.reason')}
            required
            data={removalReasons.map((value) => ({ value, label: t(`records.reasons.${value}`) }))}
            {...selectProps(form, 'statusReason')}
          />
        )}
        {!growing && (
          <>
            <DateField
              label={t('records.statusForm.date')}
              required
              maxDate={localToday()}
              {...form.getInputProps('statusDate')}
            />
            <Textarea
              label={t('records.statusForm.note')}
              rows={2}
              {...textareaProps(form, 'statusNote')}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
