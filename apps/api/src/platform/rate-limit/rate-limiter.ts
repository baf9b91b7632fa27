export interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  /** Hits in the window so far, this one included. */
  count: number;
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Counts hits per key in a fixed window; in this process, or in Redis when REDIS_URL is set. */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateLimitResult>;
  /** A key's count and the time left in its window, without counting; null when it has none. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number } | null>;
  /** Forgets a key (a right password clears the failures before it). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
