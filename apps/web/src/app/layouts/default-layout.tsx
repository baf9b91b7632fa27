import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { OVERLAY_NAV_BREAKPOINT_PX } from '@maryjane/contract/constants';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../shared/ui/page-loader';
import { ScrollToTop } from '../../shared/ui/scroll-to-top';
import { AppFooter } from './app-footer';
import { AppHeader, NAVIGATION_ID } from './app-header';
import { AppNavbar } from './app-navbar';
import classes from './layout.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const overlayBreakpoint = `${OVERLAY_NAV_BREAKPOINT_PX / 16}em`;

/** Header, vertical navigation (an overlay below 976 px), page, footer (spec §2). */
export function DefaultLayout() {
  const { t } = useTranslation('nav');
  const [navOpened, nav] = useDisclosure(false);
  const isOverlay = useMediaQuery(`(max-width: ${OVERLAY_NAV_BREAKPOINT_PX - 0.02}px)`);
  // A closed overlay is only moved off-screen; inert keeps its links out of the Tab order.
  const navHidden = Boolean(isOverlay) && !navOpened;

  return (
    <AppShell
      className={classes.shell}
      classNames={{ main: classes.main }}
      header={{ height: 60 }}
      navbar={{
        width: 280,
        breakpoint: overlayBreakpoint,
        collapsed: { mobile: !navOpened },
      }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar
        id={NAVIGATION_ID}
        aria-label={t('label')}
        inert={navHidden}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOverlay) nav.close();
        }}
      >
        <AppNavbar onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppFooter />
      <ScrollToTop />
      <ScrollRestoration />
    </AppShell>
  );
}
