import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export type MyGrowSection = 'environments' | 'growCycles' | 'plants' | 'friends';

/** /my/environments, /my/grow-cycles, /my/plants, /my/friends: the grower's own records. */
export function MyGrowPage({ section }: { section: MyGrowSection }) {
  const { t } = useTranslation('my-grow');
  return (
    <PlaceholderPage title={t(`${section}.title`)} description={t(`${section}.description`)} />
  );
}
