import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  journalKinds,
  type GrowCycle,
  type JournalEntry,
  type JournalKind,
} from '@maryjane/contract/grow-cycles';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { useEntryValues } from './use-entry-values';
import { useJournal } from '../api/get-journal';
import { usePlants } from '../api/get-plants';
import { usePlantName } from '../plants/plant-form';
import { useDayFormat } from '../ui/use-day-format';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { EditDeleteActions } from '../ui/row-actions';
import { QueryState } from '../../../shared/ui/query-state';
import { Section } from '../../../shared/ui/section';
import { FeedLines } from '../feeding/feed-lines';
import { JournalForm } from './journal-form';
import { PendingEntries } from './pending-entries';
import { SectionSkeleton } from './section-skeleton';
import { EntryRecords, newestFirst } from '../plant-records/plant-timeline';

/**
 * `?journal=feed`: the dashboard's "Fed" for a cycle never fed asks the full form, opened once on
 * that kind; the address then loses the parameter so a reload does not open it again.
 */
function useOpenedFromDashboard(open: () => void): JournalKind {
  const [params, setParams] = useSearchParams();
  const asked = params.get('journal');
  const [kind] = useState<JournalKind>(() =>
    journalKinds.includes(asked as JournalKind) ? (asked as JournalKind) : 'water',
  );
  useEffect(() => {
    if (!asked) return;
    if (journalKinds.includes(asked as JournalKind)) open();
    setParams(
      (current) => {
        current.delete('journal');
        return current;
      },
      { replace: true },
    );
  }, [asked, open, setParams]);
  return kind;
}

/** The grow journal: newest first, with add, edit and delete. */
export function JournalSection({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const nameOf = usePlantName();
  const journal = useJournal(cycle.id);
  const plants = usePlants(cycle.id);
  // null: closed; 'new': add; an entry: edit it.
  const [editing, setEditing] = useState<JournalEntry | 'new' | null>(null);
  const newKind = useOpenedFromDashboard(() => setEditing('new'));
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);

  // An entry about a plant that was deleted since names no plant.
  const plantName = (id: string | null) => {
    if (!id) return t('journal.wholeCycle');
    const plant = plants.data?.find((p) => p.id === id);
    return plant ? nameOf(plant) : null;
  };
  const measured = useEntryValues();

  const editingEntry = editing === 'new' ? null : editing;
  return (
    <Section
      title={t('journal.title')}
      action={
        <Button
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
        >
          {t('journal.add')}
        </Button>
      }
    >
      <PendingEntries cycleId={cycle.id} />
      <QueryState
        query={journal}
        loading={<SectionSkeleton label={t('journal.loading')} />}
        empty={<Text>{t('journal.empty')}</Text>}
      >
        {(entries) => (
          <Stack
            component="ol"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('journal.title')}
          >
            {newestFirst(entries).map((entry) => {
              const values = measured(entry);
              const label = t('journal.entryLabel', {
                kind: t(`journal.kinds.${entry.kind}`),
                date: format.day(entry.date),
              });
              return (
                <Stack
                  component="li"
                  key={entry.id}
                  gap={4}
                  py="sm"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Group justify="space-between" gap="xs">
                    <Group gap="xs">
                      <Text fw={600}>{format.day(entry.date)}</Text>
                      <Badge variant="default">{t(`journal.kinds.${entry.kind}`)}</Badge>
                      {plantName(entry.plantId) && (
                        <Text size="sm" c="dimmed">
                          {plantName(entry.plantId)}
                        </Text>
                      )}
                    </Group>
                    <EditDeleteActions
                      name={label}
                      onEdit={() => setEditing(entry)}
                      onDelete={() => setDeleting(entry)}
                    />
                  </Group>
                  {/* Plant records (issue 26) */}
                  <EntryRecords entry={entry} />
                  {values && <Text size="sm">{values}</Text>}
                  <FeedLines lines={entry.feed} />
                  {entry.note && (
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {entry.note}
                    </Text>
                  )}
                </Stack>
              );
            })}
          </Stack>
        )}
      </QueryState>
      <FormDialog
        opened={editing !== null}
        title={editingEntry ? t('journal.editTitle') : t('journal.add')}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <JournalForm
            key={editingEntry?.id ?? 'new'}
            cycleId={cycle.id}
            entry={editingEntry}
            plants={plants.data ?? []}
            kind={newKind}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} />
    </Section>
  );
}
