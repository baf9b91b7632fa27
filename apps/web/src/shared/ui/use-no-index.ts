import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex">` while the page is open: search engines leave it out
 * (a shared grow report). The server writes the same tag into the documents it renders for such
 * a route (AppRoute.noindex); leaving the page in the app takes it away again.
 */
export function useNoIndex(): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex';
    const added = meta;
    return () => added.remove();
  }, []);
}
