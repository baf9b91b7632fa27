import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return <PlaceholderPage title={t('title')} description={t('description')} />;
}
