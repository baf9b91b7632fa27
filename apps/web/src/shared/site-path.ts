/**
 * A path on this site (`/guides/…`), not another site: neither `//host` nor `/\host`, which
 * browsers read as `//host`, nor `https://…`. Links in content and the page to return to after
 * signing in must be one.
 */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}
