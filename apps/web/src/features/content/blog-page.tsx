import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContentList } from '../../shared/cms/cms-queries';
import { ContentError, ContentLoading } from '../../shared/cms/content-states';
import { EntryList } from '../../shared/cms/entry-list';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

/** /other/blog: posts, newest first. */
export function BlogPage() {
  const { t } = useTranslation(['content', 'reader']);
  useDocumentTitle(t('blog.title'));
  const posts = useContentList('blog');
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('blog.title')}</Title>
        <Text size="lg" maw={760}>
          {t('blog.description')}
        </Text>
      </Stack>
      {posts.isPending ? (
        <ContentLoading label={t('reader:loading')} />
      ) : posts.isError ? (
        <ContentError onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <Text c="dimmed">{t('reader:empty')}</Text>
      ) : (
        <EntryList entries={posts.data} showDate columns={2} />
      )}
    </Stack>
  );
}
