import { Badge, Group, Stack, Text } from '@mantine/core';
import type { JournalEntry, JournalKind } from '@maryjane/contract/grow-cycles';
import {
  IconBug,
  IconDroplet,
  IconFlask,
  IconNote,
  IconRuler,
  IconScissors,
  IconStethoscope,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEntryValues } from '../cycle-detail/use-entry-values';
import { EditDeleteActions } from '../ui/row-actions';
import { useDayFormat } from '../ui/use-day-format';
import { HealthGuideLink } from './health-guide-link';
import { FeedLines } from '../feeding/feed-lines';

const kindIcons: Record<JournalKind, Icon> = {
  water: IconDroplet,
  feed: IconFlask,
  train: IconScissors,
  observe: IconStethoscope,
  measure: IconRuler,
  other: IconNote,
};

/** Newest day first; the same day, the later entry first. */
export function newestFirst(entries: readonly JournalEntry[]): JournalEntry[] {
  return [...entries].sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt),
  );
}

/**
 * A plant's entries and the whole cycle's (marked as such), newest first. Training and health
 * show as badges; a health observation links to the guide section about it.
 */
export function PlantTimeline({
  entries,
  onEdit,
  onDelete,
}: {
  entries: readonly JournalEntry[];
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
}) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const values = useEntryValues();

  return (
    <Stack
      component="ol"
      gap={0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('records.page.timeline')}
    >
      {newestFirst(entries).map((entry) => {
        const KindIcon = kindIcons[entry.kind];
        const measured = values(entry);
        return (
          <Stack
            component="li"
            key={entry.id}
            gap={4}
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Group gap="xs">
                <Text fw={600}>{format.day(entry.date)}</Text>
                <Badge variant="default" leftSection={<KindIcon size={12} aria-hidden />} tt="none">
                  {t(`journal.kinds.${entry.kind}`)}
                </Badge>
                {entry.plantId === null && (
                  <Badge variant="outline" color="gray" tt="none">
                    {t('records.page.wholeCycle')}
                  </Badge>
                )}
              </Group>
              <EditDeleteActions
                name={t('journal.entryLabel', {
                  kind: t(`journal.kinds.${entry.kind}`),
                  date: format.day(entry.date),
                })}
                onEdit={() => onEdit(entry)}
                onDelete={() => onDelete(entry)}
              />
            </Group>
            <EntryRecords entry={entry} />
            {measured && <Text size="sm">{measured}</Text>}
            {entry.feed.length > 0 && <FeedLines lines={entry.feed} />}
            {entry.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {entry.note}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * An entry's plant records (issue 26): height, training with a transplant's pot, and what was
 * seen with the guide about it. Nothing when the entry has none.
 */
export function EntryRecords({ entry }: { entry: JournalEntry }) {
  const { t, i18n } = useTranslation('my-grow');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  if (entry.heightCm === null && !entry.training && !entry.health) return null;
  const sizes = [
    entry.heightCm !== null &&
      t('records.values.heightCm', { value: number.format(entry.heightCm) }),
    entry.potL !== null && t('records.values.potL', { value: number.format(entry.potL) }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap={4}>
      {(entry.training || entry.health) && (
        <Group gap="xs">
          {entry.training && (
            <Badge
              color="teal"
              variant="light"
              tt="none"
              leftSection={<IconScissors size={12} aria-hidden />}
            >
              {t(`records.training.${entry.training}`)}
            </Badge>
          )}
          {entry.health && (
            <Badge
              color="orange"
              variant="light"
              tt="none"
              leftSection={<IconBug size={12} aria-hidden />}
            >
              {t(`records.health.${entry.health}`)}
            </Badge>
          )}
        </Group>
      )}
      {sizes && <Text size="sm">{sizes}</Text>}
      {entry.health && <HealthGuideLink code={entry.health} />}
    </Stack>
  );
}
