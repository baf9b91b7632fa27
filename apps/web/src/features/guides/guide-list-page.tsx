import { Text } from '@mantine/core';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';
import { useTranslation } from 'react-i18next';
import type { GuideCollection } from './guide-collections';

export function GuideListPage({ collection }: { collection: GuideCollection }) {
  const { t } = useTranslation('guides');
  const title = t(`collections.${collection.id}.title`);
  return (
    <PlaceholderPage
      eyebrow={t('eyebrow', { section: t(`sections.${collection.group}.title`) })}
      title={title}
      description={t(`collections.${collection.id}.description`)}
    >
      <Text c="dimmed">{t('listNote', { collection: title })}</Text>
    </PlaceholderPage>
  );
}
