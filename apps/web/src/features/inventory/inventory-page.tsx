import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export type InventoryKind = 'seeds' | 'equipment' | 'supplies' | 'tools';

/** /my/inventory/<kind>: what the grower owns, each list with an add-custom dialog later. */
export function InventoryPage({ kind }: { kind: InventoryKind }) {
  const { t } = useTranslation('inventory');
  return <PlaceholderPage title={t(`${kind}.title`)} description={t(`${kind}.description`)} />;
}
