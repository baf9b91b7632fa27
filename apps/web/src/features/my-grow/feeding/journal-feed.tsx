import type { StockWarning } from '@maryjane/contract/feeding';
import type { JournalEntry } from '@maryjane/contract/grow-cycles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-error';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useInventoryLines } from '../api/get-inventory-lines';
import { FeedRows } from './feed-rows';
import { doseRowErrors, newDoseRow, serverDoseErrors, toDoses, type DoseRow } from './feed-text';

/**
 * The products of a feed entry in the journal form (issue 26): rows of the grower's supplies and
 * doses, checked before sending, their server errors, and the stock warnings after saving.
 */
export function useJournalFeed(entry: JournalEntry | null, kind: string) {
  const { t, i18n } = useTranslation('my-grow');
  const isFeed = kind === 'feed';
  const supplies = useInventoryLines('supplies', isFeed);
  const [rows, setRows] = useState<DoseRow[]>(() =>
    (entry?.feed ?? []).flatMap((line) =>
      line.itemId
        ? [newDoseRow({ itemId: line.itemId, dose: String(line.dose), unit: line.unit })]
        : [],
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  return {
    /** The body's `feed`: the rows for a feed entry, none for the other kinds. */
    body: () => (isFeed ? toDoses(rows) : undefined),
    /** Whether the rows can be sent; `needsWater` when products were given without litres. */
    check: (waterL: number | null): { ok: boolean; needsWater: boolean } => {
      if (!isFeed) return { ok: true, needsWater: false };
      const found = doseRowErrors(rows);
      setErrors(found);
      const needsWater = rows.length > 0 && waterL === null;
      return { ok: Object.keys(found).length === 0 && !needsWater, needsWater };
    },
    /** Puts the server's errors about the products on their rows; true when there were any. */
    placeServerErrors: (error: unknown) => {
      if (!isApiError(error)) return false;
      const found = serverDoseErrors(error.fieldErrors, 'feed');
      setErrors(found);
      return Object.keys(found).length > 0;
    },
    /** A warning after saving for products whose stock ran out or is not known. */
    warn: (stock: StockWarning[]) => {
      if (stock.length === 0) return;
      const lines = stock.map((warning) =>
        warning.left === null
          ? t('feeding.warning.unknown', { name: warning.name })
          : t('feeding.warning.short', {
              name: warning.name,
              short: number.format(warning.short),
              unit: warning.unit,
            }),
      );
      snackbar.warning(`${t('feeding.warning.title')} ${lines.join(' ')}`);
    },
    fields: (waterL: number | null) =>
      isFeed ? (
        <FeedRows
          idPrefix="feed"
          rows={rows}
          onChange={setRows}
          lines={supplies.data ?? []}
          waterL={waterL}
          errors={Object.fromEntries(
            Object.entries(errors).map(([field, code]) => [field, t(`validation:${code}`)]),
          )}
        />
      ) : null,
  };
}
