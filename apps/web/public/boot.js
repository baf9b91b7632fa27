// Runs in <head>, before the page is painted. The Content-Security-Policy forbids inline
// scripts, so this small file is served from 'self'. The storage keys are those of
// storageKeys and LAYOUT_STORAGE_KEY in the app (a unit test keeps them equal).
(function () {
  var root = document.documentElement;
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // Storage blocked: defaults apply.
    }
  }

  // The stored colour scheme, so a dark-mode reader never sees a white flash. Mantine's
  // ColorSchemeScript does this inline.
  var scheme = stored('MaryJane-colorScheme') || 'auto';
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-mantine-color-scheme', scheme);

  // The server sends some pages already rendered, with default settings, in the language it
  // guessed, for the address it was asked (the service worker may answer another address
  // offline), with an empty setup wizard: public pages for a visitor who is not signed in, the
  // frame of a member's pages for someone who is. When this reader differs, the app renders
  // afresh and that markup stays hidden rather than flash (index.html's style).
  var renderedFor = root.getAttribute('data-rendered-path');
  if (renderedFor === null) return;
  var language = stored('MaryJane-language');
  var forMember = root.getAttribute('data-rendered-session') === 'member';
  if (
    renderedFor !== location.pathname + location.search ||
    !stored('MaryJane-AuthToken') !== !forMember ||
    stored('MaryJane-layout') ||
    (language && language !== root.lang) ||
    (location.pathname === '/setup-wizard' && stored('MaryJane-setupWizard'))
  ) {
    root.setAttribute('data-prerendered', 'stale');
  }
})();
