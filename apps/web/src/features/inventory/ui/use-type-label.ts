import type { InventoryKind } from '@maryjane/contract/inventory';
import { useTranslation } from 'react-i18next';

/**
 * A line's type in the reader's language, with the catalogue's labels: its item types, and the
 * flowering type for seeds. An unknown type (newer than this app) is shown as it is.
 */
export function useTypeLabel(kind: InventoryKind) {
  const { t } = useTranslation('catalogue');
  const group = kind === 'seeds' ? 'floweringTypes' : 'types';
  return (type: string) => t(`${group}.${type}`, { defaultValue: type });
}
