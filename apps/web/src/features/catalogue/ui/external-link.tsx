import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Only web addresses become links; anything else (`javascript:` …) is shown as nothing. */
export function safeHref(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

interface ExternalLinkProps extends AnchorProps {
  href: string | null | undefined;
  children: ReactNode;
  /** Read after the visible text, so ten "Product page" links can be told apart. */
  context?: string;
}

/** A link to another site: new tab, no opener, no referrer, and it says so to screen readers. */
export function ExternalLink({ href, children, context, ...props }: ExternalLinkProps) {
  const { t } = useTranslation('catalogue');
  const safe = safeHref(href);
  if (!safe) return null;
  return (
    <Anchor href={safe} target="_blank" rel="noopener noreferrer" size="sm" {...props}>
      {children}
      {context && <VisuallyHidden>{`: ${context}`}</VisuallyHidden>}
      <IconExternalLink
        size={14}
        aria-hidden
        style={{ marginInlineStart: 4, verticalAlign: 'middle' }}
      />
      <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}
