import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { ContentError, ContentLoading } from '../../shared/cms/content-states';
import { useContentEntry } from '../../shared/cms/cms-queries';
import { EntryArticle } from '../../shared/cms/entry-article';
import { guideSectionPaths, type GuideCollection } from '../../shared/cms/guide-collections';
import { NotFoundView } from '../../shared/ui/not-found-view';

/** One guide, e.g. /guides/harvesting/drying/hang-drying. */
export function GuideDetailPage({ collection }: { collection: GuideCollection }) {
  const { t } = useTranslation(['guides', 'reader']);
  const { id = '' } = useParams();
  const guide = useContentEntry(collection.id, id);

  if (guide.isPending) return <ContentLoading label={t('reader:loading')} />;
  if (guide.isError) {
    if (isApiError(guide.error) && guide.error.status === 404) return <NotFoundView />;
    return <ContentError onRetry={() => void guide.refetch()} />;
  }
  return (
    <EntryArticle
      entry={guide.data}
      crumbs={[
        {
          label: t(`sections.${collection.section}.title`),
          to: guideSectionPaths[collection.section],
        },
        { label: t(`collections.${collection.id}.title`), to: collection.listPath },
      ]}
      relatedHeading={t('reader:relatedGuides')}
    />
  );
}
