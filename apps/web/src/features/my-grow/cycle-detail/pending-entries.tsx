import { Badge, Group, Stack, Text } from '@mantine/core';
import type { JournalEntryBody } from '@maryjane/contract/grow-cycles';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { outbox, useOutboxItems } from '../../../shared/offline/app-outbox';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useDayFormat } from '../ui/use-day-format';
import { RowActions } from '../ui/row-actions';

/**
 * The cycle's journal entries made without a connection: they wait on this device until they are
 * sent (shared/offline), or until the grower discards one the server refused.
 */
export function PendingEntries({ cycleId }: { cycleId: string }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const pending = useOutboxItems().filter(
    (item) => item.kind === 'journal' && item.cycleId === cycleId,
  );
  if (pending.length === 0) return null;

  const discard = (key: string) =>
    void outbox.discard(key).then(() => snackbar.success(t('journal.pending.discarded')));
  return (
    <Stack
      component="ul"
      gap={0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('journal.pending.label')}
      data-testid="pending-entries"
    >
      {pending.map((item) => {
        // The body as the form made it; only the fields shown here are read.
        const body = item.body as Partial<JournalEntryBody>;
        const kind = t(`journal.kinds.${body.kind ?? 'other'}`);
        const day = body.date ? format.day(body.date) : '';
        const failed = item.state === 'failed';
        return (
          <Stack
            component="li"
            key={item.key}
            gap={4}
            py="sm"
            style={{ borderBottom: '1px dashed var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text fw={600}>{day}</Text>
                <Badge variant="default">{kind}</Badge>
                {/* Dark shades: white text on them keeps AA in both colour schemes. */}
                <Badge color={failed ? 'red.9' : 'blue.9'} tt="none">
                  {failed
                    ? t('journal.pending.failed', { error: item.error ?? '' })
                    : t('journal.pending.waiting')}
                </Badge>
              </Group>
              <RowActions
                actions={[
                  {
                    icon: IconTrash,
                    label: t('journal.pending.discard'),
                    ariaLabel: t('journal.pending.discardLabel', {
                      entry: t('journal.entryLabel', { kind, date: day }),
                    }),
                    onClick: () => discard(item.key),
                  },
                ]}
              />
            </Group>
            {body.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {body.note}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
