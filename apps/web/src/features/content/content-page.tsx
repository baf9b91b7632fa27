import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export type ContentPageId = 'models';

/** Sections still to come (growth models), explained rather than blank. */
export function ContentPage({ page }: { page: ContentPageId }) {
  const { t } = useTranslation('content');
  return <PlaceholderPage title={t(`${page}.title`)} description={t(`${page}.description`)} />;
}
