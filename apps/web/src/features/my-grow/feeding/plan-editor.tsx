import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  PLAN_WEEK_MAX,
  planPhases,
  type FeedingPlan,
  type PlanPhase,
} from '@maryjane/contract/feeding';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-error';
import { showApiError } from '../../../shared/api-error-handler';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useInventoryLines } from '../api/get-inventory-lines';
import { useSaveFeedingPlan } from '../api/save-feeding-plan';
import { FeedRows } from './feed-rows';
import { doseRowErrors, newDoseRow, serverDoseErrors, toDoses, type DoseRow } from './feed-text';

interface PlanRow {
  key: string;
  phase: PlanPhase;
  /** '' for every week of the phase. */
  week: string;
  doses: DoseRow[];
}

let nextKey = 0;
const newRow = (row: Partial<PlanRow> = {}): PlanRow => ({
  key: `row-${(nextKey += 1)}`,
  phase: 'flowering',
  week: '',
  doses: [newDoseRow()],
  ...row,
});

const fromPlan = (plan: FeedingPlan): PlanRow[] =>
  plan.rows.map((row) =>
    newRow({
      phase: row.phase,
      week: row.week === null ? '' : String(row.week),
      doses: row.doses.flatMap((dose) =>
        dose.itemId
          ? [newDoseRow({ itemId: dose.itemId, dose: String(dose.dose), unit: dose.unit })]
          : [],
      ),
    }),
  );

/** The whole feeding plan as editable cards (one per phase or week), saved at once. */
export function PlanEditor({
  cycleId,
  plan,
  onDone,
}: {
  cycleId: string;
  plan: FeedingPlan;
  onDone: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const supplies = useInventoryLines('supplies');
  const save = useSaveFeedingPlan();
  const [rows, setRows] = useState<PlanRow[]>(() => fromPlan(plan));
  // Validation codes by field, as the API names them (`rows.0.doses.1.dose`).
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (index: number, patch: Partial<PlanRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const errorText = (field: string) => {
    const code = errors[field];
    return code ? t(`validation:${code}`) : undefined;
  };
  const weekOptions = [
    { value: '', label: t('feeding.plan.everyWeek') },
    ...Array.from({ length: PLAN_WEEK_MAX }, (_, index) => ({
      value: String(index + 1),
      label: t('feeding.plan.weekLabel', { week: index + 1 }),
    })),
  ];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    rows.forEach((row, index) => {
      for (const [field, code] of Object.entries(doseRowErrors(row.doses))) {
        found[`rows.${index}.doses.${field}`] = code;
      }
      if (row.doses.length === 0) found[`rows.${index}.doses`] = 'required';
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      rows: rows.map((row) => ({
        phase: row.phase,
        week: row.week === '' ? null : Number(row.week),
        doses: toDoses(row.doses),
      })),
    };
    save.mutate(
      { cycleId, body },
      {
        onSuccess: () => {
          snackbar.success(t('feeding.plan.saved'));
          onDone();
        },
        onError: (error) => {
          const placed = isApiError(error) ? serverDoseErrors(error.fieldErrors, 'rows') : {};
          if (Object.keys(placed).length === 0) return showApiError(error);
          setErrors(Object.fromEntries(Object.entries(placed).map(([f, c]) => [`rows.${f}`, c])));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {supplies.data?.length === 0 && <Text size="sm">{t('feeding.plan.needsSupplies')}</Text>}
        {rows.map((row, index) => (
          <Paper
            key={row.key}
            withBorder
            p="sm"
            aria-label={t('feeding.plan.row', { number: index + 1 })}
            component="fieldset"
            m={0}
          >
            <Stack gap="sm">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <SimpleGrid cols={2} spacing="xs" style={{ flex: 1 }}>
                  <Select
                    label={t('feeding.plan.phase')}
                    data={planPhases.map((phase) => ({
                      value: phase,
                      label: t(`feeding.phases.${phase}`),
                    }))}
                    value={row.phase}
                    allowDeselect={false}
                    onChange={(value) =>
                      change(index, { phase: (value as PlanPhase | null) ?? row.phase })
                    }
                  />
                  <Select
                    label={t('feeding.plan.week')}
                    data={weekOptions}
                    value={row.week}
                    allowDeselect={false}
                    onChange={(value) => change(index, { week: value ?? '' })}
                    error={errorText(`rows.${index}.week`)}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  size="lg"
                  aria-label={t('feeding.plan.removeRow', { number: index + 1 })}
                  onClick={() => setRows(rows.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <FeedRows
                idPrefix={`rows.${index}.doses`}
                rows={row.doses}
                onChange={(doses) => change(index, { doses })}
                lines={supplies.data ?? []}
                errors={Object.fromEntries(
                  Object.keys(errors)
                    .filter((field) => field.startsWith(`rows.${index}.doses.`))
                    .map((field) => [field.slice(`rows.${index}.doses.`.length), errorText(field)]),
                )}
              />
              {errorText(`rows.${index}.doses`) && (
                <Text size="sm" c="red">
                  {errorText(`rows.${index}.doses`)}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setRows([...rows, newRow()])}
          >
            {t('feeding.plan.addRow')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('feeding.plan.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
