import { Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { feedDosesText, feedTaskText } from '@maryjane/contract/feed-task-text';
import type { FeedingPlanRow } from '@maryjane/contract/feeding';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { QueryState } from '../../../shared/ui/query-state';
import { Section } from '../../../shared/ui/section';
import { useFeedingPlan } from '../api/get-feeding-plan';
import { useGrowCycles } from '../api/get-grow-cycles';
import { useCopyFeedingPlan } from '../api/save-feeding-plan';
import { SectionSkeleton } from '../cycle-detail/section-skeleton';
import { PlanEditor } from './plan-editor';

/** A cycle's feeding plan (issue 26): what to give per phase or week, and a copy from before. */
export function FeedingPlanSection({ cycle }: { cycle: GrowCycle }) {
  const { t, i18n } = useTranslation('my-grow');
  const language = i18n.language === 'de' ? 'de' : 'en';
  const plan = useFeedingPlan(cycle.id);
  const [editing, setEditing] = useState(false);

  const rowText = (row: FeedingPlanRow) =>
    row.week === null
      ? `${t(`feeding.phases.${row.phase}`)}, ${t('feeding.plan.allWeeks')}: ${feedDosesText(row.doses, language)}`
      : feedTaskText({ ...row, week: row.week }, language);

  return (
    <Section
      title={t('feeding.plan.title')}
      action={
        <Button
          size="xs"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setEditing(true)}
          disabled={!plan.data}
        >
          {t('feeding.plan.edit')}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {t('feeding.plan.intro')}
      </Text>
      <QueryState
        query={plan}
        loading={<SectionSkeleton label={t('feeding.plan.loading')} />}
        isEmpty={(data) => data.rows.length === 0}
        empty={
          <Stack gap="sm">
            <Text>{t('feeding.plan.empty')}</Text>
            <CopyPlan cycle={cycle} />
          </Stack>
        }
      >
        {(data) => (
          <List spacing="xs" size="sm" aria-label={t('feeding.plan.title')}>
            {data.rows.map((row) => (
              <List.Item key={`${row.phase}-${row.week ?? 'all'}`}>{rowText(row)}</List.Item>
            ))}
          </List>
        )}
      </QueryState>
      <FormDialog
        opened={editing}
        title={t('feeding.plan.title')}
        onClose={() => setEditing(false)}
      >
        {editing && plan.data && (
          <PlanEditor cycleId={cycle.id} plan={plan.data} onDone={() => setEditing(false)} />
        )}
      </FormDialog>
    </Section>
  );
}

/** Copies the plan of one of the grower's other cycles (the same products). */
function CopyPlan({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const cycles = useGrowCycles('all');
  const copy = useCopyFeedingPlan();
  const [from, setFrom] = useState<string | null>(null);
  const others = (cycles.data ?? []).filter((other) => other.id !== cycle.id);
  if (others.length === 0) return null;
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t('feeding.plan.copyFrom')}
        data={others.map((other) => ({ value: other.id, label: other.name }))}
        value={from}
        onChange={setFrom}
        style={{ flex: 1, minWidth: 180 }}
      />
      <Button
        variant="default"
        disabled={!from}
        loading={copy.isPending}
        onClick={() =>
          from &&
          copy.mutate(
            { cycleId: cycle.id, fromCycleId: from },
            { onSuccess: () => snackbar.success(t('feeding.plan.copied')) },
          )
        }
      >
        {t('feeding.plan.copy')}
      </Button>
    </Group>
  );
}
