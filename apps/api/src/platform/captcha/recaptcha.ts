import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CaptchaConfig } from '../../config';
import type { CaptchaVerifier } from './captcha';

type RecaptchaConfig = Extract<CaptchaConfig, { provider: 'recaptcha' }>;

/** Google answers in well under a second; a login must not hang on a slow or absent answer. */
const VERIFY_TIMEOUT_MS = 5_000;
const MAX_TOKEN_LENGTH = 4096;

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

/**
 * reCAPTCHA v3: the token is checked by Google's siteverify. A token counts when Google says
 * success, the score reaches the configured minimum and it was made for this very action (a
 * token from the login form must not open the registration).
 */
export function createRecaptchaVerifier(
  config: RecaptchaConfig,
  fetchImpl: typeof fetch,
  log?: FastifyBaseLogger,
): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    async verify(token, action, remoteIp) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      let answer: unknown;
      try {
        const response = await fetchImpl(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (response.status !== 200) {
          log?.warn({ status: response.status }, 'reCAPTCHA verification answered with an error');
          return false;
        }
        answer = await response.json();
      } catch (error) {
        log?.warn({ err: error }, 'reCAPTCHA verification failed');
        return false;
      }
      const result = siteverifySchema.safeParse(answer);
      if (!result.success) {
        log?.warn('reCAPTCHA verification gave an unexpected answer');
        return false;
      }
      const { success, score, action: tokenAction } = result.data;
      return success && score !== undefined && score >= config.minScore && tokenAction === action;
    },
    async close() {},
  };
}
