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
  var member = Boolean(stored('MaryJane-AuthToken'));
  var stale =
    renderedFor !== location.pathname + location.search ||
    !member !== !forMember ||
    stored('MaryJane-layout') ||
    (language && language !== root.lang) ||
    (location.pathname === '/setup-wizard' && stored('MaryJane-setupWizard'));
  if (stale) root.setAttribute('data-prerendered', 'stale');

  // Such a page comes with its code inert: it is fetched once the page is painted, so that on
  // a slow link the code holds up neither the stylesheet nor the text. Markup for another
  // reader is hidden, and its code fetched at once.
  function fetchCode() {
    // Every page formats: its texts' plurals (i18next's first Intl.PluralRules, as the entry
    // module runs), a guide's date, a member's amounts, dates and readings. warm-intl.js loads
    // the locale data on another thread first.
    try {
      new Worker('/warm-intl.js', { name: language || root.lang });
    } catch {
      // No workers: the app's first formatter loads the data itself.
    }
    var links = Array.prototype.slice.call(document.querySelectorAll('link[data-after-paint-rel]'));
    var scripts = document.querySelectorAll('script[data-after-paint-src]');
    // Starting a link's fetch takes the browser most of a millisecond on a desktop, 15–30 ms
    // of a phone at 4× CPU (traced: four in a task made tasks of 60–130 ms): one link per task,
    // so that none of them keeps a tap waiting. The entry is last.
    (function next() {
      var batch = links.splice(0, 1);
      for (var i = 0; i < batch.length; i++) {
        batch[i].rel = batch[i].getAttribute('data-after-paint-rel');
      }
      if (links.length > 0) return setTimeout(next, 0);
      for (var j = 0; j < scripts.length; j++) {
        var script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.setAttribute('fetchpriority', 'low');
        script.src = scripts[j].getAttribute('data-after-paint-src');
        document.head.appendChild(script);
      }
    })();
  }
  document.addEventListener('DOMContentLoaded', function () {
    // No frame is painted in a hidden tab: its code is fetched at once.
    if (stale || document.visibilityState === 'hidden') return fetchCode();
    // The callback runs before the next frame is painted; the timeout right after it.
    requestAnimationFrame(function () {
      setTimeout(fetchCode, 0);
    });
  });
})();
