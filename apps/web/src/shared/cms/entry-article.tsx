import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Card,
  Grid,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ContentEntry, ContentEntrySummary } from '@maryjane/contract/content';
import { IconArrowLeft, IconArrowRight, IconLanguage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../ui/use-document-title';
import classes from './entry-article.module.css';
import { EntryList } from './entry-list';
import { entryPath } from './guide-collections';
import { MarkdownView } from './markdown-view';

export interface Crumb {
  label: string;
  to: string;
}

interface EntryArticleProps {
  entry: ContentEntry;
  /** From the site's start down to the list the entry belongs to. */
  crumbs: Crumb[];
  /** Shown above the body, e.g. the dosage caution of recipes. */
  notice?: ReactNode;
  /** Heading over `related`; without it no related entries are shown. */
  relatedHeading?: string;
}

const MIN_HEADINGS_FOR_CONTENTS = 3;

function Neighbour({
  entry,
  direction,
}: {
  entry: ContentEntrySummary;
  direction: 'previous' | 'next';
}) {
  const { t } = useTranslation('reader');
  const Icon = direction === 'previous' ? IconArrowLeft : IconArrowRight;
  return (
    <Card
      component={Link}
      to={entryPath(entry)}
      withBorder
      padding="sm"
      className={classes.neighbour}
      data-direction={direction}
      rel={direction === 'previous' ? 'prev' : 'next'}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        <Group gap={4} component="span" justify={direction === 'next' ? 'flex-end' : undefined}>
          {direction === 'previous' && <Icon size={14} aria-hidden />}
          {t(direction)}
          {direction === 'next' && <Icon size={14} aria-hidden />}
        </Group>
      </Text>
      <Text fw={600} c="var(--mantine-color-anchor)" lang={entry.locale}>
        {entry.title}
      </Text>
    </Card>
  );
}

/** A guide, recipe or blog post: title, facts, contents, text, sources and where to go next. */
export function EntryArticle({ entry, crumbs, notice, relatedHeading }: EntryArticleProps) {
  const { t, i18n } = useTranslation('reader');
  useDocumentTitle(entry.title);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(`${entry.date}T12:00:00Z`),
  );
  const showContents =
    entry.headings.filter((h) => h.depth === 2).length >= MIN_HEADINGS_FOR_CONTENTS;
  const contents = showContents && (
    <nav aria-label={t('onThisPage')} className={classes.contents}>
      <Text fw={600} size="sm" mb="xs">
        {t('onThisPage')}
      </Text>
      <List listStyleType="none" spacing={4} size="sm">
        {entry.headings
          .filter((heading) => heading.depth === 2)
          .map((heading) => (
            <List.Item key={heading.slug}>
              <Anchor href={`#${heading.slug}`} size="sm">
                {heading.text}
              </Anchor>
            </List.Item>
          ))}
      </List>
    </nav>
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: showContents ? 9 : 12 }}>
        <Stack gap="lg" component="article" lang={entry.locale} maw={820}>
          <Breadcrumbs separatorMargin={6} className={classes.crumbs} aria-label={t('breadcrumbs')}>
            {crumbs.map((crumb) => (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ))}
          </Breadcrumbs>
          <Stack gap="xs">
            <Title order={1}>{entry.title}</Title>
            <Text size="lg" c="dimmed">
              {entry.summary}
            </Text>
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {entry.collection === 'blog' ? t('published', { date }) : t('updated', { date })}
                {' · '}
                {t('readingTime', { count: entry.readingMinutes })}
                {entry.author && ` · ${entry.author}`}
                {entry.servings !== null && ` · ${t('servings', { count: entry.servings })}`}
                {entry.prepMinutes !== null &&
                  ` · ${t('prepMinutes', { count: entry.prepMinutes })}`}
              </Text>
              {entry.stages.map((stage) => (
                <Badge key={stage} size="sm" variant="outline" color="gray">
                  {t(`stages.${stage}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
          {entry.locale !== i18n.language && (
            <Alert
              variant="light"
              icon={<IconLanguage size={20} aria-hidden />}
              lang={i18n.language}
            >
              {t('notTranslated')}
            </Alert>
          )}
          {notice}
          {contents && <Box hiddenFrom="lg">{contents}</Box>}
          <MarkdownView body={entry.body} headings={entry.headings} />
          {entry.sources.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="entry-sources">
              <Title order={2} size="h4" id="entry-sources">
                {t('sources')}
              </Title>
              <List type="ordered" size="sm" spacing={4}>
                {entry.sources.map((source) => (
                  <List.Item key={source.url}>
                    <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm">
                      {source.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          {(entry.previous || entry.next) && (
            <nav aria-label={t('moreInCollection')} className={classes.neighbours}>
              {entry.previous ? (
                <Neighbour entry={entry.previous} direction="previous" />
              ) : (
                <span />
              )}
              {entry.next && <Neighbour entry={entry.next} direction="next" />}
            </nav>
          )}
          {relatedHeading && entry.related.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="entry-related">
              <Title order={2} size="h3" id="entry-related">
                {relatedHeading}
              </Title>
              <EntryList entries={entry.related} columns={3} />
            </Stack>
          )}
        </Stack>
      </Grid.Col>
      {contents && (
        <Grid.Col span={3} visibleFrom="lg">
          <div className={classes.sticky}>{contents}</div>
        </Grid.Col>
      )}
    </Grid>
  );
}
