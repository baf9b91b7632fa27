import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { useContentEntry } from '../../shared/cms/cms-queries';
import { ContentError, ContentLoading } from '../../shared/cms/content-states';
import { EntryArticle } from '../../shared/cms/entry-article';
import { BLOG_PATH } from '../../shared/cms/guide-collections';
import { NotFoundView } from '../../shared/ui/not-found-view';

/** /other/blog/:id: one post. */
export function BlogPostPage() {
  const { t } = useTranslation(['content', 'reader']);
  const { id = '' } = useParams();
  const post = useContentEntry('blog', id);
  if (post.isPending) return <ContentLoading label={t('reader:loading')} />;
  if (post.isError) {
    if (isApiError(post.error) && post.error.status === 404) return <NotFoundView />;
    return <ContentError onRetry={() => void post.refetch()} />;
  }
  return <EntryArticle entry={post.data} crumbs={[{ label: t('blog.title'), to: BLOG_PATH }]} />;
}
