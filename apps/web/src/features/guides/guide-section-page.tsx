import { Anchor, Card, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ContentEntrySummary } from '@maryjane/contract/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentList } from '../../shared/cms/cms-queries';
import {
  collectionsOfGroup,
  entryPath,
  type GuideGroupId,
  type GuideSectionId,
} from '../../shared/cms/guide-collections';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

interface CollectionCardsProps {
  group: GuideGroupId;
  /** Every guide, or undefined while they load (the cards show without their guides). */
  guides: ContentEntrySummary[] | undefined;
  loading: boolean;
}

function CollectionCards({ group, guides, loading }: CollectionCardsProps) {
  const { t } = useTranslation(['guides', 'reader']);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {collectionsOfGroup(group).map((collection) => {
        const own = guides?.filter((guide) => guide.collection === collection.id) ?? [];
        return (
          <li key={collection.id}>
            <Card withBorder h="100%" padding="md">
              <Anchor component={Link} to={collection.listPath} fw={600} size="lg">
                {t(`collections.${collection.id}.title`)}
              </Anchor>
              <Text size="sm" mt={4}>
                {t(`guide-pages:collections.${collection.id}.description`)}
              </Text>
              {loading ? (
                <Skeleton height={12} mt="sm" width="60%" />
              ) : (
                own.length > 0 && (
                  <List size="sm" mt="sm" spacing={2}>
                    {own.map((guide) => (
                      <List.Item key={guide.id}>
                        <Anchor
                          component={Link}
                          to={entryPath(guide)}
                          size="sm"
                          lang={guide.locale}
                        >
                          {guide.title}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                )
              )}
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * A guides overview: the group's title under its section's name, what it covers, and the cards
 * of its collections; `subgroup` adds a group that lies within it (harvesting: post-processing).
 */
function GuidesOverview({
  group,
  section,
  subgroup,
}: {
  group: GuideGroupId;
  section: GuideSectionId;
  subgroup?: GuideGroupId;
}) {
  const { t } = useTranslation('guides');
  const title = t(`sections.${group}.title`);
  useDocumentTitle(title);
  // Without the guides the page still introduces the collections, so no error state here.
  const guides = useContentList('guides');
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase">
          {t('guide-pages:eyebrow', { section: t(`sections.${section}.title`) })}
        </Text>
        <Title order={1}>{title}</Title>
        <Text size="lg" maw={760}>
          {t(`guide-pages:sections.${group}.description`)}
        </Text>
      </Stack>
      <Title order={2} size="h3">
        {t('guide-pages:collectionsHeading')}
      </Title>
      <CollectionCards group={group} guides={guides.data} loading={guides.isPending} />
      {subgroup && (
        <>
          <Title order={2} size="h3">
            {t(`sections.${subgroup}.title`)}
          </Title>
          <Text maw={760}>{t(`guide-pages:sections.${subgroup}.description`)}</Text>
          <CollectionCards group={subgroup} guides={guides.data} loading={guides.isPending} />
        </>
      )}
    </Stack>
  );
}

/** /growing, /harvesting, /setting-up: what the section covers and its guides. */
export function GuideSectionPage({ section }: { section: GuideSectionId }) {
  return (
    <GuidesOverview
      group={section}
      section={section}
      subgroup={section === 'harvesting' ? 'post-processing' : undefined}
    />
  );
}

/**
 * /guides/harvesting/post-processing: the guides for after the cure (edibles, drinks, extracts,
 * storage), which the collections' own paths lie under; it had been a 404 (issue 30).
 */
export function GuideGroupPage({ group }: { group: Exclude<GuideGroupId, GuideSectionId> }) {
  return <GuidesOverview group={group} section="harvesting" />;
}
