import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { recipeKinds } from '@maryjane/contract/content-ids';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContentList } from '../../shared/cms/cms-queries';
import { ContentError, ContentLoading } from '../../shared/cms/content-states';
import { EntryList } from '../../shared/cms/entry-list';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import classes from './recipes-page.module.css';

type KindFilter = 'all' | (typeof recipeKinds)[number];

/** The caution every recipe carries: edibles act late and strong. */
export function DosageCaution() {
  const { t } = useTranslation('content');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('recipes.caution.title')}
      classNames={{ title: classes.cautionTitle }}
    >
      {t('recipes.caution.text')}
    </Alert>
  );
}

/** /recipes: edibles and drinks made from the harvest, filterable by kind. */
export function RecipesPage() {
  const { t } = useTranslation(['content', 'reader']);
  useDocumentTitle(t('recipes.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const kind: KindFilter = recipeKinds.find((known) => known === requested) ?? 'all';
  const recipes = useContentList('recipes');
  const shown = recipes.data?.filter((recipe) => kind === 'all' || recipe.kind === kind);

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('recipes.title')}</Title>
        <Text size="lg" maw={760}>
          {t('recipes.description')}
        </Text>
      </Stack>
      <DosageCaution />
      <SegmentedControl
        aria-label={t('recipes.kindFilter')}
        value={kind}
        onChange={(value) => setParams(value === 'all' ? {} : { kind: value }, { replace: true })}
        data={[
          { value: 'all', label: t('recipes.all') },
          ...recipeKinds.map((value) => ({ value, label: t(`reader:kinds.${value}`) })),
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {recipes.isPending ? (
        <ContentLoading label={t('reader:loading')} />
      ) : recipes.isError ? (
        <ContentError onRetry={() => void recipes.refetch()} />
      ) : shown && shown.length > 0 ? (
        <EntryList entries={shown} columns={3} />
      ) : (
        <Text c="dimmed">{t('reader:empty')}</Text>
      )}
    </Stack>
  );
}
