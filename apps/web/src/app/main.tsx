import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setHydrating } from '../shared/hydration';
import { i18nReady } from '../shared/i18n';
import { createQueryClient } from '../shared/query-client';
import { AppProviders } from './providers';
import { registerServiceWorker } from './register-service-worker';
import { preloadParts } from './lazy-page';
import { PAGE_STATE_ID, type PageState } from './server-markup';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The server may have sent this page rendered (./render-page.tsx) with the data it was rendered
 * from; public/boot.js marks it stale when it was rendered for another reader.
 */
function serverRendered(): PageState | null {
  const root = document.documentElement;
  const stateScript = document.getElementById(PAGE_STATE_ID);
  if (!container?.firstChild || !stateScript) return null;
  if (root.dataset.prerendered === 'stale') {
    container.replaceChildren();
    delete root.dataset.prerendered;
    return null;
  }
  try {
    return JSON.parse(stateScript.textContent ?? '') as PageState;
  } catch {
    container.replaceChildren();
    return null;
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Marks `<html data-app-ready>` after the first commit: from then on the page responds, which a
 * server-rendered page does not before (end-to-end tests wait for it).
 */
function MarkReady() {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

// Render once the reader's language is in, so no untranslated key ever flashes; if its chunk
// fails to load, render anyway rather than leave a blank page.
void i18nReady.catch(console.error).then(async () => {
  const rendered = serverRendered();
  const queryClient = createQueryClient();
  if (rendered) {
    hydrate(queryClient, rendered.queries);
    // Hydration then renders the page and its lazy parts at once, keeping the server's markup.
    await preloadParts(rendered.parts).catch(console.error);
  }
  // Creating the router and starting the render each take a task of their own, so that neither
  // keeps a tap waiting long on a slow phone.
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <MarkReady />
      </AppProviders>
    </StrictMode>
  );
  // A transition lets React yield to the browser every few milliseconds while it renders the
  // whole shell, instead of one long task that blocks the first tap.
  startTransition(() => {
    if (rendered) {
      setHydrating(true);
      hydrateRoot(container, app);
    } else createRoot(container).render(app);
  });
});

registerServiceWorker();
