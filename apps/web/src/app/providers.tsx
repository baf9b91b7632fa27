import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { storageKeys } from '@maryjane/contract/constants';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n';
import { useLayoutSettings } from '../shared/layout-settings/layout-settings';
import { useLayoutAttributes, useLayoutTheme } from '../shared/layout-settings/layout-theme';
import { createQueryClient } from '../shared/query-client';
import { getToken, onSessionChange } from '../shared/session';
import { Snackbar } from '../shared/snackbar/snackbar';
import { cssVariablesResolver, theme } from '../shared/theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });

/**
 * Personal data must not outlive the session that fetched it (logout, 2005, other tab).
 * Removal waits a task: removing a query cancels it silently, and the request whose 401 ended
 * the session must still reach the error handler first.
 */
function useDropDataOnLogout(queryClient: QueryClient): void {
  useEffect(
    () =>
      onSessionChange(() => {
        if (!getToken()) setTimeout(() => queryClient.removeQueries(), 0);
      }),
    [queryClient],
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
  queryClient?: QueryClient;
}

/**
 * Its own component: the layout follows the screen width, known only after the first render,
 * and that update must not re-render every provider and page beneath (one long task on a phone).
 */
function LayoutAttributes() {
  useLayoutAttributes();
  return null;
}

export function AppProviders({ children, env = 'default', queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useDropDataOnLogout(client);
  const { primaryColor } = useLayoutSettings();
  const appTheme = useLayoutTheme(theme, primaryColor);
  return (
    <I18nextProvider i18n={i18n}>
      <LayoutAttributes />
      <MantineProvider
        theme={appTheme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        // 'auto' follows the device until the user picks light or dark (spec §4: "system").
        defaultColorScheme="auto"
        env={env}
      >
        <QueryClientProvider client={client}>
          {children}
          <Snackbar />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
