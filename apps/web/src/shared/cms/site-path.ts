/** A link to a page of this site (`/guides/…`), not to another site (`//host`, `https://…`). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
