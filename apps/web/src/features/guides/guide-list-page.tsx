import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentError, ContentLoading } from '../../shared/cms/content-states';
import { useContentList } from '../../shared/cms/cms-queries';
import { EntryList } from '../../shared/cms/entry-list';
import { guideSectionPaths, type GuideCollection } from '../../shared/cms/guide-collections';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { CatalogueLists } from './catalogue-lists';

/** The guides of one collection, e.g. /guides/harvesting/drying. */
export function GuideListPage({ collection }: { collection: GuideCollection }) {
  const { t } = useTranslation(['guides', 'reader']);
  const title = t(`collections.${collection.id}.title`);
  const sectionTitle = t(`sections.${collection.section}.title`);
  useDocumentTitle(title);
  const guides = useContentList(collection.id);

  return (
    <Stack gap="lg" maw={1100}>
      <Breadcrumbs separatorMargin={6} aria-label={t('reader:breadcrumbs')}>
        <Anchor component={Link} to={guideSectionPaths[collection.section]} size="sm">
          {sectionTitle}
        </Anchor>
        {collection.group === 'post-processing' && (
          <Text size="sm" c="dimmed">
            {t('sections.post-processing.title')}
          </Text>
        )}
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text size="lg" maw={760}>
          {t(`guide-pages:collections.${collection.id}.description`)}
        </Text>
      </Stack>
      {collection.id === 'shopping-lists' && <CatalogueLists />}
      {guides.isPending ? (
        <ContentLoading label={t('reader:loading')} />
      ) : guides.isError ? (
        <ContentError onRetry={() => void guides.refetch()} />
      ) : guides.data.length === 0 ? (
        <Text c="dimmed">{t('reader:empty')}</Text>
      ) : (
        <EntryList entries={guides.data} />
      )}
    </Stack>
  );
}
