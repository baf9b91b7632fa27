import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ConfirmAccountDeletionPage() {
  const { t } = useTranslation('account');
  return (
    <PlaceholderPage
      title={t('confirmDeletion.title')}
      description={t('confirmDeletion.description')}
    />
  );
}
