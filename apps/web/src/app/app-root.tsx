import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { HydrationState, setHydrating } from '../shared/hydration';
import { AppProviders } from './providers';

/**
 * Marks `<html data-app-ready>` after the first commit: from then on the page responds, which a
 * server-rendered page does not before (end-to-end tests wait for it). It wraps the router
 * rather than sit beside it: a sibling would change the ids React's useId gives every component
 * below, and they would no longer match the server's markup (./render-page.tsx).
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return children;
}

/** The app as ./main.tsx renders or hydrates it. */
export function AppRoot({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <HydrationState>
          <MarkReady>
            <RouterProvider router={router} />
          </MarkReady>
        </HydrationState>
      </AppProviders>
    </StrictMode>
  );
}
