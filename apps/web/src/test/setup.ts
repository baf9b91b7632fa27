import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { allNamespaces, changeLanguage, i18n, i18nReady } from '../shared/i18n';
import { snackbar } from '../shared/snackbar/snackbar-store';
import { matchMediaStub } from './media';

// findBy* and waitFor give up after 1 s by default: too short for whole pages on a loaded CI box.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: matchMediaStub(),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

await i18nReady;
// Pages load their texts on demand; tests render any page at once, so every text is there first.
await i18n.loadNamespaces(allNamespaces);
await i18n.loadLanguages(['de']);

// No test reaches a real server: unless a test stubs fetch itself, the API "is not there yet".
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ statusCode: 404, code: 'not_found', message: 'Not found' }), {
          status: 404,
        }),
    ),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  snackbar.reset();
  if (i18n.language !== 'en') await changeLanguage('en');
  window.localStorage.clear();
});
