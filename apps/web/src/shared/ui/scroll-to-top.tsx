import { ActionIcon, Affix, Transition } from '@mantine/core';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@maryjane/contract/constants';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the window is scrolled past `threshold` px. Renders again only when that changes, not
 * on every scroll event (Mantine's useWindowScroll sets a new position object on each one), and
 * reads the position only when the reader scrolls, so hydration forces no layout to learn it.
 */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** Floating button back to the top once the page is scrolled past 200 px (spec §2). */
export function ScrollToTop() {
  const { t } = useTranslation('common');
  const scrolledPast = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  return (
    // Above the bottom snackbar on phones, lower on wide screens; pages end above it
    // (--mj-scroll-top-bottom and the main area's padding, app/layouts/layout.module.css).
    <Affix position={{ bottom: 'var(--mj-scroll-top-bottom, 88px)', right: 20 }}>
      <Transition transition="slide-up" mounted={scrolledPast}>
        {(style) => (
          <ActionIcon
            size="xl"
            radius="xl"
            variant="filled"
            style={style}
            aria-label={t('scrollToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
