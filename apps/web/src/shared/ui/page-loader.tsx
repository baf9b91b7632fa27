import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads (pages are split into their own chunks). */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih={240} role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
