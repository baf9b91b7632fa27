import { pagePaths } from '@maryjane/contract/page-paths';
import { Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../../shared/ui/page-loader';
import { BrandLink } from './brand-link';
import { LanguageMenu } from './header-menus';
import classes from './layout.module.css';
import { MAIN_CONTENT_ID } from './skip-link';

/** Centered page without navigation: sign-in pages, not-found, Meet MaryJane (spec §2). */
export function BlankLayout() {
  // The landing page tells a story in columns; the forms stay narrow.
  const wide = useLocation().pathname === pagePaths.meetMaryJane;
  return (
    <div className={classes.blank} data-wide={wide || undefined}>
      <Group component="header" justify="space-between" w="100%" maw={wide ? '72rem' : '46rem'}>
        <BrandLink />
        {/* Someone who lands on the login page in the wrong language can still switch. */}
        <LanguageMenu />
      </Group>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.blankMain}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
