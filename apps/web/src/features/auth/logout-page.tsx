import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiClient } from '../../shared/api-client';
import { clearSession, getToken } from '../../shared/session';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

/** Ends the session here at once; telling the server is best effort (spec §4). */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useDocumentTitle(t('logout.title'));

  useEffect(() => {
    if (getToken()) {
      // The bearer header is taken synchronously, before the token is cleared below; a failure
      // (offline, token already revoked) changes nothing for the user, so it is ignored.
      apiClient.post('/user/logout').catch(() => undefined);
    }
    clearSession();
    navigate('/login', { replace: true });
  }, [navigate]);

  return (
    <Center mih={200}>
      <Stack align="center">
        <Title order={1} size="h3">
          {t('logout.title')}
        </Title>
        <Loader aria-hidden />
        <Text role="status">{t('logout.description')}</Text>
      </Stack>
    </Center>
  );
}
