import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page's part of a failed request; the snackbar of the query client says why. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <Alert color="red" variant="light" title={t('loadError')}>
      <Button variant="default" size="xs" mt="xs" onClick={onRetry} loading={retrying}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
