import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { collectionsOfGroup, type GuideGroupId, type GuideSectionId } from './guide-collections';

function CollectionCards({ group }: { group: GuideGroupId }) {
  const { t } = useTranslation('guides');
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {collectionsOfGroup(group).map((collection) => (
        <li key={collection.id}>
          <Card component={Link} to={collection.listPath} withBorder h="100%" padding="md">
            <Text fw={600} c="var(--mantine-color-anchor)">
              {t(`collections.${collection.id}.title`)}
            </Text>
            <Text size="sm" mt={4}>
              {t(`collections.${collection.id}.description`)}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** /growing, /harvesting, /setting-up: what the section covers and its guide collections. */
export function GuideSectionPage({ section }: { section: GuideSectionId }) {
  const { t } = useTranslation('guides');
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase">
          {t('eyebrow', { section: title })}
        </Text>
        <Title order={1}>{title}</Title>
        <Text size="lg" maw={760}>
          {t(`sections.${section}.description`)}
        </Text>
      </Stack>
      <Title order={2} size="h3">
        {t('collectionsHeading')}
      </Title>
      <CollectionCards group={section} />
      {section === 'harvesting' && (
        <>
          <Title order={2} size="h3">
            {t('sections.post-processing.title')}
          </Title>
          <Text maw={760}>{t('sections.post-processing.description')}</Text>
          <CollectionCards group="post-processing" />
        </>
      )}
    </Stack>
  );
}
