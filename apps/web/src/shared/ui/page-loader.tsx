import { Box, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code loads (pages are split into their own chunks). It fills the screen,
 * so the footer below waits out of sight rather than jump down when the page comes in.
 */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Box mih="100dvh" role="status" aria-label={t('loading')}>
      <Center h={240}>
        <Loader />
      </Center>
    </Box>
  );
}
