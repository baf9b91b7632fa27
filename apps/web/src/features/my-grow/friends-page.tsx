import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

/** /my/friends: still to come. */
export function FriendsPage() {
  const { t } = useTranslation('my-grow');
  return <PlaceholderPage title={t('friends.title')} description={t('friends.description')} />;
}
