import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A part of the step that could not be loaded, with a way to try again. */
export function LoadError({
  title,
  onRetry,
  retrying,
}: {
  title?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('setup-wizard');
  return (
    <Alert color="red" variant="light" title={title ?? t('loadError')}>
      <Button variant="default" size="xs" onClick={onRetry} loading={retrying}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
