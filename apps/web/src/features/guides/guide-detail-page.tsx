import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';
import type { GuideCollection } from './guide-collections';

export function GuideDetailPage({ collection }: { collection: GuideCollection }) {
  const { t } = useTranslation('guides');
  const collectionTitle = t(`collections.${collection.id}.title`);
  return (
    <PlaceholderPage
      eyebrow={t('eyebrow', { section: t(`sections.${collection.group}.title`) })}
      title={t('detail.title', { collection: collectionTitle })}
      description={t('detail.description', { collection: collectionTitle })}
    >
      <Anchor component={Link} to={collection.listPath} display="inline-flex" style={{ gap: 6 }}>
        <IconArrowLeft size={18} aria-hidden />
        {t('detail.backToList', { collection: collectionTitle })}
      </Anchor>
    </PlaceholderPage>
  );
}
