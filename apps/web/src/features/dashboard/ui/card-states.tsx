import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getApiErrorMessage } from '../../../shared/api-error-handler';

/** A card whose data could not be loaded: why, and a way to try again. */
export function CardError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert color="red" variant="light" title={t('loadError')}>
      <Text size="sm">{getApiErrorMessage(error)}</Text>
      <Button variant="default" size="xs" mt="xs" onClick={onRetry} loading={retrying}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** Grey lines where the card's content will be; the status names what is loading. */
export function CardSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton height={20} width="55%" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={12} width={index % 2 ? '70%' : '90%'} />
      ))}
    </Stack>
  );
}
