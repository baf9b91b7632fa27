import { Skeleton, Stack } from '@mantine/core';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsHydrating } from '../hydration';
import type { MarkdownBodyProps } from './markdown-body';
import classes from './markdown-view.module.css';
import { isSitePath } from '../site-path';

const MarkdownBody = lazy(() =>
  import('./markdown-body').then((module) => ({ default: module.MarkdownBody })),
);

/**
 * The Markdown of a guide, recipe or post (./markdown-body.tsx, loaded on demand).
 *
 * A page the server rendered keeps the server's HTML of its text: while the app hydrates, the
 * text is neither parsed nor even loaded again, which was most of a guide's work in the browser.
 * Site links in that HTML still open in the app. A new text (another language, another page)
 * is rendered here. Memoized: the page re-renders while its text stays the same.
 */
export const MarkdownView = memo(function MarkdownView(props: MarkdownBodyProps) {
  const hydrating = useIsHydrating();
  const [serverBody] = useState(() => (hydrating ? props.body : null));
  return (
    <Suspense fallback={<TextSkeleton />}>
      {props.body === serverBody ? <ServerMarkup /> : <MarkdownBody {...props} />}
    </Suspense>
  );
});

/** The server's HTML, left as it is: React keeps the children of an element hydrated so. */
function ServerMarkup() {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // What react-router's Link does for a plain click; others (new tab, download) are the browser's.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      if (
        !href ||
        !isSitePath(href) ||
        link?.target ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);
  return (
    <div
      ref={ref}
      className={classes.markdown}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

/** Where the text will be while its renderer loads. */
function TextSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" className={classes.markdown} role="status" aria-label={t('loading')}>
      {['100%', '95%', '98%', '60%'].map((width, index) => (
        <Skeleton key={index} height={14} width={width} />
      ))}
    </Stack>
  );
}
