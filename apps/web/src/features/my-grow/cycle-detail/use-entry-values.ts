import type { JournalEntry } from '@maryjane/contract/grow-cycles';
import { useTranslation } from 'react-i18next';

/** An entry's litres, pH and EC in one line ("1.5 L · pH 6.2 · EC 1.4 mS/cm"), or ''. */
export function useEntryValues() {
  const { t, i18n } = useTranslation('my-grow');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (entry: JournalEntry) =>
    [
      entry.amountL !== null &&
        t('journal.values.amountL', { value: number.format(entry.amountL) }),
      entry.ph !== null && t('journal.values.ph', { value: number.format(entry.ph) }),
      entry.ec !== null && t('journal.values.ec', { value: number.format(entry.ec) }),
    ]
      .filter(Boolean)
      .join(' · ');
}
