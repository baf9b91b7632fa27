/**
 * A code from a mailed link (`?code=…`), URL-decoded as spec §7 asks. Read from the raw query
 * rather than URLSearchParams, which would also turn a `+` into a space and so break a code
 * that a mail client or the sender left partly unencoded.
 */
export function readCodeParam(search: string, name = 'code'): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const part of query.split('&')) {
    const separator = part.indexOf('=');
    const key = separator === -1 ? part : part.slice(0, separator);
    if (key !== name) continue;
    const raw = separator === -1 ? '' : part.slice(separator + 1);
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A stray % (not an escape): keep the code as it came.
    }
    value = value.trim();
    return value === '' ? null : value;
  }
  return null;
}
