import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

/** Shown instead of a white screen when a page throws or its code fails to load. */
export function RouteErrorPage() {
  const { t } = useTranslation('misc');
  const error = useRouteError();
  useDocumentTitle(t('routeError.title'));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text maw={480}>{t('routeError.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
