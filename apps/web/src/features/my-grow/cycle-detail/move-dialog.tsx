import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { GrowPhase } from '@maryjane/contract/phases';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { dayRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { DateField } from '../../../shared/ui/date-field';
import { useMovePhase } from '../api/move-phase';
import { localToday } from '../../../shared/ui/dates';
import { FormDialog } from '../../../shared/ui/form-dialog';

export interface PhaseMove {
  phase: GrowPhase;
  direction: 'forward' | 'back';
}

/** Confirms a phase change; a forward move asks for the day it happened (default today). */
export function MoveDialog({
  cycle,
  move,
  onClose,
}: {
  cycle: GrowCycle;
  move: PhaseMove | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const title = move
    ? t(move.direction === 'forward' ? 'move.forwardTitle' : 'move.backTitle', {
        phase: t(`phases.${move.phase}`),
      })
    : '';
  return (
    <FormDialog opened={move !== null} title={title} onClose={onClose}>
      {move && <MoveForm key={move.phase} cycle={cycle} move={move} onDone={onClose} />}
    </FormDialog>
  );
}

function MoveForm({
  cycle,
  move,
  onDone,
}: {
  cycle: GrowCycle;
  move: PhaseMove;
  onDone: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const mutation = useMovePhase();
  const forward = move.direction === 'forward';
  const today = localToday();
  const form = useForm<{ phase: string; date: string }>({
    initialValues: { phase: move.phase, date: today },
    rules: { date: forward ? dayRule('happened') : undefined },
  });
  const from = t(`phases.${cycle.phase}`);
  const to = t(`phases.${move.phase}`);

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      {
        id: cycle.id,
        body: forward ? { phase: move.phase, date: values.date } : { phase: move.phase },
      },
      {
        onSuccess: () => {
          snackbar.success(t('move.done', { phase: to }));
          onDone();
        },
        onError: form.handleServerError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          {forward ? t('move.forwardText', { from, to }) : t('move.backText', { from, to })}
        </Text>
        <TextInput
          label={t('move.phase')}
          name="phase"
          value={to}
          readOnly
          error={form.errorText('phase')}
        />
        {forward && (
          <DateField
            label={t('move.date')}
            description={t('move.dateHint')}
            required
            maxDate={today}
            {...form.getInputProps('date')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {forward
              ? t('move.confirmForward', { phase: to })
              : t('move.confirmBack', { phase: to })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
