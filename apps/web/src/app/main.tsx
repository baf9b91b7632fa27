import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady } from '../shared/i18n';
import { AppProviders } from './providers';
import { registerServiceWorker } from './register-service-worker';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Render once the reader's language is in, so no untranslated key ever flashes; if its chunk
// fails to load, render anyway rather than leave a blank page.
void i18nReady.catch(console.error).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});

registerServiceWorker();
