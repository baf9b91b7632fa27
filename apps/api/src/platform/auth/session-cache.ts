import type { SessionInfo } from './sessions';

/**
 * How long a verified session is trusted without asking the database. Revocations made by this
 * process drop it at once and other instances hear of them (session-invalidation.ts); if that
 * message is lost, a revoked session still works on another instance for at most this long.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** Which sessions stop: one, or all of a user's (but `exceptSessionId`, the one kept). */
export interface SessionRevocation {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

interface Entry extends SessionInfo {
  until: number;
}

/**
 * Verified sessions by token hash, so most requests need one database round trip, not two.
 * Bounded: past the limit the oldest entry goes first.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts revocations: a lookup that began before one must not be cached after it. */
  private revocations = 0;
  private readonly listeners: ((revocation: SessionRevocation) => void)[] = [];

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): SessionInfo | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return { sessionId: entry.sessionId, userId: entry.userId };
  }

  /** A mark taken before the database is asked; `set` ignores answers a revocation overtook. */
  mark(): number {
    return this.revocations;
  }

  set(tokenHash: string, session: SessionInfo, expiresAt: Date, mark: number): void {
    if (mark !== this.revocations || this.ttlMs <= 0) return;
    const until = Math.min(this.now() + this.ttlMs, expiresAt.getTime());
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { ...session, until });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Drops the revoked sessions here; `revoked` also tells the other instances. */
  drop(revocation: SessionRevocation): void {
    this.revocations += 1;
    for (const [key, entry] of this.entries) {
      if (entry.userId !== revocation.userId) continue;
      if (revocation.sessionId && entry.sessionId !== revocation.sessionId) continue;
      if (entry.sessionId === revocation.exceptSessionId) continue;
      this.entries.delete(key);
    }
  }

  /** Forgets everything (after a lost connection, when revocations may have been missed). */
  clear(): void {
    this.revocations += 1;
    this.entries.clear();
  }

  /** Subscribes the cross-instance channel to this process's revocations. */
  onRevoked(listener: (revocation: SessionRevocation) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Call after the revocation is committed: drops the sessions here at once and tells the other
   * instances. A lookup between the commit and this call is not cached (see `mark`).
   */
  revoked(revocation: SessionRevocation): void {
    this.drop(revocation);
    for (const listener of this.listeners) listener(revocation);
  }

  get size(): number {
    return this.entries.size;
  }
}
