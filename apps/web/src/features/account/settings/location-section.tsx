import { useTranslation } from 'react-i18next';
import { SettingsSection } from './section';

/**
 * The location (for weather forecasts) is picked from the places catalogue, which is not in
 * MaryJane yet: rather than ask for raw ids, the section says when it comes.
 */
export function LocationSection() {
  const { t } = useTranslation('account');
  return <SettingsSection title={t('location.title')} description={t('location.comingSoon')} />;
}
