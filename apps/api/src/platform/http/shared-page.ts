import { pagePaths } from '@maryjane/contract/page-paths';

/** Where shared reports live: `/shared/<token>` (issue 27). */
export const SHARED_PAGES_PREFIX = pagePaths.sharedReport.slice(
  0,
  pagePaths.sharedReport.indexOf(':'),
);

export const isSharedPage = (url: string) => url.startsWith(SHARED_PAGES_PREFIX);

/**
 * What a shared report, its page and its data, is sent with: never kept by a cache (a revoked
 * link must stop working at once), never indexed, and its address (the key) never passed on in
 * a Referer to the sites it links to.
 */
export const sharedPageHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;
