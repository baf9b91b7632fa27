import type { preHandlerAsyncHookHandler } from 'fastify';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { HttpError } from '../http-errors';
import type { CaptchaAction, CaptchaVerifier } from './captcha';

/** The header the web app sends the captcha token in (spec §6 names it after reCAPTCHA). */
export const CAPTCHA_HEADER = 'recaptcha';

/** A preHandler that lets the request through only with a captcha token that proves a person. */
export function requireCaptcha(
  verifier: CaptchaVerifier,
  action: CaptchaAction,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers[CAPTCHA_HEADER];
    const token = typeof header === 'string' && header !== '' ? header : undefined;
    if (!(await verifier.verify(token, action, request.ip))) {
      throw new HttpError(
        400,
        ErrorCode.captchaFailed,
        'Captcha verification failed. Please try again.',
      );
    }
  };
}
