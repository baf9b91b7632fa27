import type { RateLimiter, RateLimitResult, RateRule } from './rate-limiter';

/** Sweeping every expired window at most this often keeps `hit` cheap and the map bounded. */
const SWEEP_EVERY_MS = 60_000;

/** Whole seconds until a window ends, at least 1: what Retry-After says. */
export const secondsLeft = (msLeft: number) => Math.max(1, Math.ceil(msLeft / 1000));

export function resultOf(count: number, rule: RateRule, msLeft: number): RateLimitResult {
  return {
    count,
    allowed: count <= rule.max,
    remaining: Math.max(0, rule.max - count),
    retryAfterSeconds: secondsLeft(msLeft),
  };
}

/**
 * Fixed windows in this process: a key's window starts at its first hit and resets `windowMs`
 * later. Expired windows are dropped, so keys of long-gone clients do not pile up.
 */
export function createMemoryRateLimiter(
  now: () => number = Date.now,
): RateLimiter & { readonly size: number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    /** How many windows are held (tests check that expired ones go). */
    get size() {
      return windows.size;
    },
    async hit(key, rule) {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return resultOf(window.count, rule, window.resetAt - at);
    },
    async peek(key) {
      const at = now();
      const window = windows.get(key);
      if (!window || window.resetAt <= at) return null;
      return { count: window.count, retryAfterSeconds: secondsLeft(window.resetAt - at) };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
