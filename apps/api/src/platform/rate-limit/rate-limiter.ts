export interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Counts hits per key in a fixed window; in this process, or in Redis when REDIS_URL is set. */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateLimitResult>;
  close(): Promise<void>;
}
