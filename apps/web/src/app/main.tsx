import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import './global.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setHydrating } from '../shared/hydration';
import { assumeSession, getToken, onSessionChange } from '../shared/session';
import { i18nReady } from '../shared/i18n';
import { createQueryClient } from '../shared/query-client';
import { AppRoot } from './app-root';
import { registerServiceWorker } from './register-service-worker';
import { preloadParts } from '../shared/lazy-page';
import { freshAsOf, PAGE_STATE_ID, type PageState } from './server-markup';
import { createAppRouter } from './router';
import { prefetchPageData } from './prefetch-page-data';
import { nextTask } from '../shared/next-task';
import { runChunksInTurn } from './run-in-turn';
import { appRoutes } from './routes';

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

// The session the page was sent for (public/boot.js): hydration renders that one, even if a
// request below finds the token expired and ends the session before hydration starts.
const token = getToken();
const queryClient = createQueryClient();
// The page's data travels while its code and texts load; asked for in a task of its own, after
// this module's (finding the page's route ranks every route: ~30 ms of a phone at 4×).
void nextTask().then(() => prefetchPageData(appRoutes, location.pathname, token, queryClient));

// Render once the reader's language is in, so no untranslated key ever flashes; if its chunk
// fails to load, render anyway rather than leave a blank page.
void i18nReady.catch(console.error).then(async () => {
  const rendered = serverRendered();
  if (rendered) {
    hydrate(queryClient, freshAsOf(rendered.queries, Date.now()));
    // Hydration then renders the page and its lazy parts at once, keeping the server's markup.
    const preloaded = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
    await runChunksInTurn(Array.from(preloaded, (link) => link.href));
    await preloadParts(rendered.parts).catch(console.error);
  }
  // Creating the router and starting the render each take a task of their own, so that neither
  // keeps a tap waiting long on a slow phone.
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = <AppRoot router={router} queryClient={queryClient} />;
  // A transition lets React yield to the browser every few milliseconds while it renders the
  // whole shell, instead of one long task that blocks the first tap.
  startTransition(() => {
    if (rendered) {
      setHydrating(true);
      // Hydration renders the session the markup was rendered for: public/boot.js let through
      // only markup rendered for a member when a token is stored, and only a visitor's when not.
      assumeSession(token);
      hydrateRoot(container, app);
    } else createRoot(container).render(app);
  });
});

registerServiceWorker();

// Journal entries and photos made offline wait on the device until the connection returns.
// Only a signed-in grower makes or sends them, so a visitor's page loads none of the outbox's
// code (issue 28: what `/` loads before it is idle) until a session begins.
const startOutbox = () =>
  void i18nReady
    .catch(console.error)
    .then(() =>
      import('../shared/offline/start-outbox').then((module) => module.startOutbox(queryClient)),
    );
if (token) startOutbox();
else {
  const stopWaiting = onSessionChange(() => {
    if (!getToken()) return;
    stopWaiting();
    startOutbox();
  });
}
