/**
 * Serialized answers for visitors, by address. The catalogue a visitor sees changes only when the
 * seed loads a new version, at start-up before the server listens. With several instances on one
 * database (issue 32), one started on a new release loads it while the others still run: their
 * entries are then stale until they restart too, for at most `maxAgeMs` (five minutes, as long
 * as browsers and proxies may keep the answer: Cache-Control max-age=300). Least recently used
 * entries leave first.
 */
export interface VisitorCache {
  /** The cached body for `key`, or the one `produce` makes (and the cache keeps). */
  get(key: string, produce: () => Promise<string>): Promise<Buffer>;
  /** The cached body for `key`, if there is one young enough. */
  peek(key: string): Buffer | undefined;
  readonly size: number;
}

/** How long an entry is served: Cache-Control's max-age of the answers it holds. */
export const VISITOR_CACHE_MAX_AGE_MS = 300_000;

interface Entry {
  body: Buffer;
  madeAt: number;
}

export function createVisitorCache(
  maxEntries: number,
  { maxAgeMs = VISITOR_CACHE_MAX_AGE_MS, now = Date.now } = {},
): VisitorCache {
  // Bodies are kept encoded: sending a Buffer skips UTF-8 encoding a 20 kB string per request.
  const entries = new Map<string, Entry>();

  function peek(key: string): Buffer | undefined {
    const hit = entries.get(key);
    if (hit === undefined) return undefined;
    entries.delete(key);
    if (now() - hit.madeAt >= maxAgeMs) return undefined;
    // The most recently used goes last; eviction takes the first.
    entries.set(key, hit);
    return hit.body;
  }

  return {
    peek,
    async get(key, produce) {
      const hit = peek(key);
      if (hit !== undefined) return hit;
      const body = Buffer.from(await produce());
      entries.set(key, { body, madeAt: now() });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return body;
    },
    get size() {
      return entries.size;
    },
  };
}
