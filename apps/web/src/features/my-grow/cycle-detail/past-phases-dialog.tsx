import { Button, Group, Stack, Text } from '@mantine/core';
import { isIsoDate } from '@maryjane/contract/dates';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { growPhases, type GrowPhase } from '@maryjane/contract/phases';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-error';
import { showApiError } from '../../../shared/api-error-handler';
import { useForm } from '../../../shared/forms/use-form';
import type { Rule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { DateField } from '../../../shared/ui/date-field';
import { localToday } from '../../../shared/ui/dates';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useMovePhase } from '../api/move-phase';
import { useDayFormat } from '../ui/use-day-format';

/** A cycle started in the past that never moved may have moved on already without the app. */
export function offersPastPhases(cycle: GrowCycle, today: string): boolean {
  return cycle.history.length === 0 && cycle.phase === 'germinate' && cycle.startDate < today;
}

/** The phases after the current one, in order. */
const laterPhases = (phase: GrowPhase) => growPhases.slice(growPhases.indexOf(phase) + 1);

/** Enters the days a back-dated cycle already reached later phases: one move per phase, in order. */
export function PastPhasesDialog({
  cycle,
  opened,
  onClose,
}: {
  cycle: GrowCycle;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('my-grow');
  return (
    <FormDialog opened={opened} title={t('pastPhases.title')} onClose={onClose}>
      {opened && <PastPhasesForm cycle={cycle} onDone={onClose} />}
    </FormDialog>
  );
}

type Values = Record<string, string>;

function PastPhasesForm({ cycle, onDone }: { cycle: GrowCycle; onDone: () => void }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const mutation = useMovePhase();
  const today = localToday();
  // As the dialog opened: each move saved updates the cycle, the fields stay.
  const [{ phases, since }] = useState(() => ({
    phases: laterPhases(cycle.phase),
    since:
      cycle.schedule.phases.find((phase) => phase.status === 'current')?.actualStart ??
      cycle.startDate,
  }));

  // Each day: a real day, not in the future, not before the one above; a gap needs filling.
  const ruleFor =
    (index: number): Rule<Values> =>
    (value, values) => {
      if (value === '') {
        const later = phases.slice(index + 1).some((phase) => (values[phase] ?? '') !== '');
        return later ? 'required' : null;
      }
      if (!isIsoDate(value)) return 'date';
      if (value > today) return 'dateInFuture';
      const before = phases
        .slice(0, index)
        .map((phase) => values[phase] ?? '')
        .filter((day) => isIsoDate(day));
      return value < (before.at(-1) ?? since) ? 'dateTooEarly' : null;
    };
  const form = useForm<Values>({
    initialValues: Object.fromEntries(phases.map((phase) => [phase, ''])) as Values,
    rules: Object.fromEntries(phases.map((phase, index) => [phase, ruleFor(index)])),
  });

  const save = async (values: Values) => {
    const moves = phases.filter((phase) => (values[phase] ?? '') !== '');
    if (moves.length === 0) {
      onDone();
      return;
    }
    for (const phase of moves) {
      try {
        await mutation.mutateAsync({ id: cycle.id, body: { phase, date: values[phase] ?? '' } });
      } catch (error) {
        // The moves before it are saved; the failed one is shown on its field.
        const fieldError = isApiError(error) ? error.fieldErrors?.[0] : undefined;
        if (fieldError) {
          const { code, message } = fieldError;
          form.setFieldError(phase, { source: 'server', code, message });
        } else showApiError(error);
        return;
      }
    }
    snackbar.success(t('pastPhases.done', { count: moves.length }));
    onDone();
  };
  const submit = form.onSubmit((values) => void save(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{t('pastPhases.text', { date: format.day(cycle.startDate) })}</Text>
        {phases.map((phase) => (
          <DateField
            key={phase}
            label={
              phase === 'complete'
                ? t('pastPhases.completedOn')
                : t('pastPhases.began', { phase: t(`phases.${phase}`) })
            }
            {...form.getInputProps(phase)}
            value={form.values[phase] ?? ''}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('pastPhases.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
