/**
 * Installs public/sw.js in the built app: the shell opens offline and guides once read stay
 * readable (the PWA of the content system). Development and tests run without it, so hot
 * reload and mocked requests are never answered from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline reader could not be installed', error);
    });
  };
  // After the page's own loads; a page the server rendered has often loaded before its code
  // runs (public/boot.js fetches the code once the page is painted).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
