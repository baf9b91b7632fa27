import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
  /** "This could not be loaded." unless the part names itself. */
  title?: string;
  retryLabel?: string;
  /** Why, when the snackbar does not say it already (a silent query). */
  message?: ReactNode;
}

/** A part of the page that could not be loaded, with a way to try again. */
export function LoadError({ onRetry, retrying, title, retryLabel, message }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" title={title ?? t('loadError')}>
      {message && <Text size="sm">{message}</Text>}
      <Button variant="default" size="xs" mt="xs" onClick={onRetry} loading={retrying}>
        {retryLabel ?? t('retry')}
      </Button>
    </Alert>
  );
}
