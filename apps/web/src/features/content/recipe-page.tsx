import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { useContentEntry } from '../../shared/cms/cms-queries';
import { ContentError, ContentLoading } from '../../shared/cms/content-states';
import { EntryArticle } from '../../shared/cms/entry-article';
import { RECIPES_PATH } from '../../shared/cms/guide-collections';
import { NotFoundView } from '../../shared/ui/not-found-view';
import { DosageCaution } from './recipes-page';

/** /recipes/:id: one recipe, always under the dosage caution. */
export function RecipePage() {
  const { t } = useTranslation(['content', 'reader']);
  const { id = '' } = useParams();
  const recipe = useContentEntry('recipes', id);
  if (recipe.isPending) return <ContentLoading label={t('reader:loading')} />;
  if (recipe.isError) {
    if (isApiError(recipe.error) && recipe.error.status === 404) return <NotFoundView />;
    return <ContentError onRetry={() => void recipe.refetch()} />;
  }
  return (
    <EntryArticle
      entry={recipe.data}
      crumbs={[{ label: t('recipes.title'), to: RECIPES_PATH }]}
      notice={<DosageCaution />}
    />
  );
}
