import type { JournalEntry } from '@maryjane/contract/grow-cycles';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteJournalEntry } from '../api/delete-journal-entry';
import { useDayFormat } from '../ui/use-day-format';

/** Asks before a journal entry is deleted (the cycle's journal and a plant's timeline). */
export function DeleteEntryDialog({
  entry,
  onClose,
}: {
  entry: JournalEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const remove = useDeleteJournalEntry();
  const confirm = () => {
    if (!entry) return;
    remove.mutate(
      { id: entry.id, cycleId: entry.cycleId },
      {
        onSuccess: () => {
          snackbar.success(t('journal.deleted'));
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={entry !== null}
      title={t('journal.deleteTitle')}
      message={
        entry
          ? t('journal.deleteText', {
              kind: t(`journal.kinds.${entry.kind}`),
              date: format.day(entry.date),
            })
          : ''
      }
      confirmLabel={t('actions.delete')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
