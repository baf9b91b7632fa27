import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a content page shows while its text loads: the shape of a page, not a spinner. */
export function ContentLoading({ label }: { label: string }) {
  return (
    <Stack gap="md" maw={760} aria-busy="true" aria-label={label}>
      <Skeleton height={14} width="30%" />
      <Skeleton height={36} width="80%" />
      <Skeleton height={18} />
      <Skeleton height={18} width="90%" />
      <Skeleton height={120} mt="md" />
    </Stack>
  );
}

/** A failed load says so and offers to try again; offline it says that instead. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('reader');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={offline ? t('offline.title') : t('loadError.title')}
      maw={760}
    >
      <Stack gap="sm" align="flex-start">
        {offline ? t('offline.message') : t('loadError.message')}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
