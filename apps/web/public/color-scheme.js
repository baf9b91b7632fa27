// Applies the stored colour scheme before the app's JavaScript loads, so a dark-mode reader
// never sees a white flash. Mantine's ColorSchemeScript does this inline, which our
// Content-Security-Policy forbids; this file is served from 'self'. The key is
// storageKeys.colorScheme of @maryjane/contract (a unit test keeps them equal).
(function () {
  var scheme = 'auto';
  try {
    scheme = window.localStorage.getItem('MaryJane-colorScheme') || 'auto';
  } catch {
    // Storage blocked: follow the device.
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
