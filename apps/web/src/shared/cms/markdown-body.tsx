import { Anchor, Blockquote, Code, List, Table, Text, Title } from '@mantine/core';
import type { ContentHeading } from '@maryjane/contract/content-ids';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import classes from './markdown-view.module.css';
import { isSitePath } from '../site-path';

export interface MarkdownBodyProps {
  body: string;
  /** From the server, so anchors match the table of contents (matched by line). */
  headings?: ContentHeading[];
}

type HeadingProps = ComponentProps<'h2'> & ExtraProps;

function MarkdownLink({ href = '', children }: ComponentProps<'a'> & ExtraProps) {
  const { t } = useTranslation('reader');
  if (isSitePath(href)) {
    return (
      <Anchor component={Link} to={href} underline="always">
        {children}
      </Anchor>
    );
  }
  if (href.startsWith('#'))
    return (
      <Anchor href={href} underline="always">
        {children}
      </Anchor>
    );
  // Links sit in running text: underlined, so they do not rely on colour alone (WCAG 1.4.1).
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="always">
      {children}
      <span className={classes.visuallyHidden}> {t('opensInNewTab')}</span>
    </Anchor>
  );
}

/**
 * Renders the Markdown of a guide, recipe or post. Raw HTML in the text is dropped (never
 * parsed, never run), unsafe link protocols are removed, and site links stay in the app.
 * Loaded on demand by ./markdown-view.tsx (the parser is the largest part of a guide's code).
 */
export function MarkdownBody({ body, headings = [] }: MarkdownBodyProps) {
  const byLine = new Map(headings.map((heading) => [heading.line, heading]));
  const heading =
    (order: 2 | 3) =>
    ({ node, children }: HeadingProps): ReactNode => {
      const found = node?.position ? byLine.get(node.position.start.line) : undefined;
      return (
        <Title order={order} id={found?.slug} className={classes.heading}>
          {children}
          {found && (
            <a href={`#${found.slug}`} className={classes.anchor} aria-hidden tabIndex={-1}>
              #
            </a>
          )}
        </Title>
      );
    };

  const components: Components = {
    // A body's own top-level heading would compete with the page title.
    h1: heading(2),
    h2: heading(2),
    h3: heading(3),
    h4: ({ children }) => (
      <Title order={4} className={classes.heading}>
        {children}
      </Title>
    ),
    p: ({ children }) => <Text className={classes.paragraph}>{children}</Text>,
    a: MarkdownLink,
    ul: ({ children }) => <List className={classes.list}>{children}</List>,
    ol: ({ children }) => (
      <List type="ordered" className={classes.list}>
        {children}
      </List>
    ),
    li: ({ children }) => <List.Item>{children}</List.Item>,
    blockquote: ({ children }) => <Blockquote className={classes.quote}>{children}</Blockquote>,
    code: ({ children }) => <Code>{children}</Code>,
    table: ({ children }) => (
      <Table.ScrollContainer minWidth={480} className={classes.table}>
        <Table striped withTableBorder withColumnBorders>
          {children}
        </Table>
      </Table.ScrollContainer>
    ),
    thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
    tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
    tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
    th: ({ children }) => <Table.Th>{children}</Table.Th>,
    td: ({ children }) => <Table.Td>{children}</Table.Td>,
    // Guides have no pictures yet; an image in a text shows its description.
    img: ({ alt }) => (alt ? <em>{alt}</em> : null),
  };

  return (
    <div className={classes.markdown}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {body}
      </Markdown>
    </div>
  );
}
