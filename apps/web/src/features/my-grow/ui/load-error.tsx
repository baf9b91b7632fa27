import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A part of the page that could not be loaded, with a way to try again. */
export function LoadError({
  onRetry,
  retrying,
  message,
}: {
  onRetry: () => void;
  retrying: boolean;
  /** Why, when the snackbar does not say it already. */
  message?: string;
}) {
  const { t } = useTranslation('my-grow');
  return (
    <Alert color="red" variant="light" title={t('loadError')}>
      {message}
      <Button
        variant="default"
        size="xs"
        mt="xs"
        display="block"
        onClick={onRetry}
        loading={retrying}
      >
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
