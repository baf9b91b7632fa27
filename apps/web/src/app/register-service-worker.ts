/**
 * Installs public/sw.js in the built app: the shell opens offline and guides once read stay
 * readable (the PWA of the content system). Development and tests run without it, so hot
 * reload and mocked requests are never answered from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline reader could not be installed', error);
    });
  });
}
