import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { OVERLAY_NAV_BREAKPOINT_PX } from '@maryjane/contract/constants';
import { Suspense, useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useEffectiveLayout } from '../../shared/layout-settings/layout-settings';
import { em } from '../../shared/theme';
import { PageLoader } from '../../shared/ui/page-loader';
import { ScrollToTop } from '../../shared/ui/scroll-to-top';
import { lazyPage } from '../../shared/lazy-page';
import { AppFooter } from './app-footer';
import { AppHeader, HeaderActions, NAVIGATION_ID } from './app-header';
import { AppNavbar } from './app-navbar';
import { BrandLink } from './brand-link';
import classes from './layout.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const overlayBreakpoint = em(OVERLAY_NAV_BREAKPOINT_PX);

// Menus and tooltips (floating-ui) stay out of the first load, like the header menus.
const HorizontalNav = lazyPage(() => import('./nav-menus'), 'HorizontalNav');
const CollapsedNav = lazyPage(() => import('./nav-menus'), 'CollapsedNav');

const HEADER_HEIGHT = 60;
const HORIZONTAL_NAV_HEIGHT = 52;

/**
 * A static header scrolls away with the page; the navigation beside it follows it up instead of
 * keeping the header's 60 px free above itself. How much of the header is still in view is kept
 * in --mj-header-visible, which the navigation takes as its header offset.
 */
function useStaticHeaderOffset(active: boolean): CSSProperties | undefined {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(
        '--mj-header-visible',
        `${Math.max(0, HEADER_HEIGHT - window.scrollY)}px`,
      );
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      root.style.removeProperty('--mj-header-visible');
    };
  }, [active]);
  return active
    ? ({
        '--app-shell-header-offset': `var(--mj-header-visible, ${HEADER_HEIGHT}px)`,
      } as CSSProperties)
    : undefined;
}

/**
 * Header, navigation (vertical, an overlay below 976 px, or horizontal), page, footer (spec §2),
 * arranged by the layout choices of spec §4.
 */
export function DefaultLayout() {
  const { t } = useTranslation('nav');
  const [navOpened, nav] = useDisclosure(false);
  const layout = useEffectiveLayout();
  const isOverlay = layout.narrow;
  const horizontal = layout.navigation === 'horizontal';
  const headerShown = layout.navbar !== 'hidden';
  const collapsed = layout.navCollapsed;
  // A closed overlay is only moved off-screen; inert keeps its links out of the Tab order.
  const navHidden = isOverlay && !navOpened;
  const navbarOffset = useStaticHeaderOffset(
    headerShown && layout.navbar === 'static' && !horizontal,
  );

  return (
    <AppShell
      className={classes.shell}
      data-footer={layout.footer}
      classNames={{ main: classes.main }}
      header={
        headerShown
          ? { height: HEADER_HEIGHT + (horizontal ? HORIZONTAL_NAV_HEIGHT : 0) }
          : undefined
      }
      navbar={
        horizontal
          ? undefined
          : {
              width: collapsed ? 72 : 280,
              breakpoint: overlayBreakpoint,
              collapsed: { mobile: !navOpened },
            }
      }
      padding="md"
    >
      <SkipLink />
      {headerShown && (
        <AppShell.Header
          className={classes.header}
          data-mode={layout.navbar}
          data-blur={layout.navbarBlur || undefined}
        >
          <AppHeader navOpened={navOpened} onToggleNav={nav.toggle} />
          {horizontal && (
            <nav aria-label={t('label')} id={NAVIGATION_ID} className={classes.horizontalBar}>
              <div className={classes.container} data-width={layout.contentWidth}>
                <Suspense fallback={null}>
                  <HorizontalNav />
                </Suspense>
              </div>
            </nav>
          )}
        </AppShell.Header>
      )}
      {!horizontal && (
        <AppShell.Navbar
          id={NAVIGATION_ID}
          aria-label={t('label')}
          inert={navHidden}
          className={classes.navbar}
          style={navbarOffset}
          data-semi-dark={layout.semiDark || undefined}
          data-collapsed={collapsed || undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && isOverlay) nav.close();
          }}
        >
          {!headerShown && (
            <div className={classes.navbarTop}>
              {!collapsed && <BrandLink />}
              <HeaderActions vertical={collapsed} />
            </div>
          )}
          {collapsed ? (
            <div className={classes.navScroll}>
              <Suspense fallback={null}>
                <CollapsedNav />
              </Suspense>
            </div>
          ) : (
            <AppNavbar onNavigate={nav.close} />
          )}
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className={classes.container} data-width={layout.contentWidth}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </AppShell.Main>
      {layout.footer !== 'hidden' && <AppFooter mode={layout.footer} />}
      <ScrollToTop />
      <ScrollRestoration />
    </AppShell>
  );
}
