/**
 * Serialized answers for visitors, by address. The catalogue a visitor sees changes only when the
 * seed loads a new version, which happens at start-up before the server listens, so entries never
 * go stale while it runs. Least recently used entries leave first.
 */
export interface VisitorCache {
  /** The cached body for `key`, or the one `produce` makes (and the cache keeps). */
  get(key: string, produce: () => Promise<string>): Promise<Buffer>;
  /** The cached body for `key`, if there is one. */
  peek(key: string): Buffer | undefined;
  readonly size: number;
}

export function createVisitorCache(maxEntries: number): VisitorCache {
  // Bodies are kept encoded: sending a Buffer skips UTF-8 encoding a 20 kB string per request.
  const entries = new Map<string, Buffer>();

  function peek(key: string): Buffer | undefined {
    const hit = entries.get(key);
    if (hit !== undefined) {
      // The most recently used goes last; eviction takes the first.
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }

  return {
    peek,
    async get(key, produce) {
      const hit = peek(key);
      if (hit !== undefined) return hit;
      const body = Buffer.from(await produce());
      entries.set(key, body);
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
