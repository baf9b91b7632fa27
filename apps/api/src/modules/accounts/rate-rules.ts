import type { RateRule } from '../../platform/rate-limit/rate-limiter';

const minutes = (count: number) => count * 60_000;

/** Limits per client address and per e-mail address on the calls that invite guessing. */
export const accountRateRules = {
  // Per address only: wrong passwords per account are slowed, not limited (password-guesses.ts).
  login: { perIp: { max: 30, windowMs: minutes(15) } },
  changePassword: { perIp: { max: 30, windowMs: minutes(15) } },
  register: { perIp: { max: 20, windowMs: minutes(60) } },
  verifyEmail: {
    perIp: { max: 10, windowMs: minutes(60) },
    perEmail: { max: 5, windowMs: minutes(60) },
  },
  forgotPassword: {
    perIp: { max: 10, windowMs: minutes(60) },
    perEmail: { max: 5, windowMs: minutes(60) },
  },
  resetPassword: { perIp: { max: 20, windowMs: minutes(60) } },
} satisfies Record<string, { perIp?: RateRule; perEmail?: RateRule }>;
