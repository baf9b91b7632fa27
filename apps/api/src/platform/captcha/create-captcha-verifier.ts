import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaConfig } from '../../config';
import { createAltchaVerifier } from './altcha';
import type { CaptchaVerifier } from './captcha';
import { createRecaptchaVerifier } from './recaptcha';

export interface CaptchaVerifierOptions {
  /** Replaces the global fetch (reCAPTCHA). */
  fetch?: typeof fetch;
  /** The clock in milliseconds (ALTCHA expiry and replay memory). */
  now?: () => number;
  /** Where reCAPTCHA outages are reported; verification itself never throws. */
  log?: FastifyBaseLogger;
}

/** The verifier for the configured provider; `none` lets everyone through (local use, tests). */
export function createCaptchaVerifier(
  config: CaptchaConfig,
  options: CaptchaVerifierOptions = {},
): CaptchaVerifier {
  switch (config.provider) {
    case 'altcha':
      return createAltchaVerifier(config.hmacKey, options.now ?? Date.now);
    case 'recaptcha':
      return createRecaptchaVerifier(config, options.fetch ?? fetch, options.log);
    case 'none':
      return {
        provider: 'none',
        async verify() {
          return true;
        },
        async close() {},
      };
  }
}
