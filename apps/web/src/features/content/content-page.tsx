import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export type ContentPageId = 'legalDisclosure' | 'blog' | 'recipes' | 'models' | 'automation';

/** Pages whose text will come from the content system (/cms). */
export function ContentPage({ page }: { page: ContentPageId }) {
  const { t } = useTranslation('content');
  return <PlaceholderPage title={t(`${page}.title`)} description={t(`${page}.description`)} />;
}
