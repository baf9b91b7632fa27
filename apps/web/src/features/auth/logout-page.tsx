import { pagePaths } from '@maryjane/contract/page-paths';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../shared/query-keys';
import { clearSession, getToken } from '../../shared/session';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { logout } from './api/logout';

/** Ends the session here at once; telling the server is best effort (spec §4). */
export function LogoutPage() {
  const { t } = useTranslation(['auth', 'account']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('logout.title'));

  useEffect(() => {
    if (getToken()) {
      // Called directly, not through a mutation: the bearer header is taken synchronously,
      // before the token is cleared below. A failure (offline, token already revoked) changes
      // nothing for the user, so it is ignored.
      logout().catch(() => undefined);
      snackbar.success(t('account:messages.loggedOut'));
    }
    clearSession();
    // The providers drop every query on a session change; the user goes at once, so the header
    // shows a visitor from the first frame of /login.
    queryClient.removeQueries({ queryKey: queryKeys.currentUser });
    navigate(pagePaths.login, { replace: true });
  }, [navigate, queryClient, t]);

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
