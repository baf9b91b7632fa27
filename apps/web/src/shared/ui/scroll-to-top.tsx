import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@maryjane/contract/constants';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Floating button back to the top once the page is scrolled past 200 px (spec §2). */
export function ScrollToTop() {
  const { t } = useTranslation('common');
  const [scroll, scrollTo] = useWindowScroll();
  return (
    // Above the bottom snackbar on phones, out of its way on wide screens.
    <Affix position={{ bottom: 88, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD_PX}>
        {(style) => (
          <ActionIcon
            size="xl"
            radius="xl"
            variant="filled"
            style={style}
            aria-label={t('scrollToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
