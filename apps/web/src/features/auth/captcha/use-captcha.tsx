import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { publicConfigQuery, usePublicConfig } from '../api/get-public-config';
import type { CaptchaHeaders } from '../api/captcha-headers';
import type { AltchaHandle } from './altcha-field';
import { executeRecaptcha, loadRecaptcha } from './recaptcha';

/** The actions the server checks tokens for (apps/api captcha: CaptchaAction). */
export type CaptchaAction =
  'login' | 'register' | 'verify_email' | 'forgot_password' | 'reset_password';

/** The header every protected call carries its token in (spec §6, §7). */
export const CAPTCHA_HEADER = 'recaptcha';

const AltchaField = lazy(() =>
  import('./altcha-field').then((module) => ({ default: module.AltchaField })),
);

class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}

/**
 * The captcha of a protected form, as the server configured it (GET /config, fetched when the
 * first such form mounts):
 * - none: nothing is shown or sent;
 * - altcha: the widget is shown in the form, its payload goes in the `recaptcha` header;
 * - recaptcha: Google's v3 script is loaded then (invisible), a token per action is sent.
 * `headers` resolves the header right before each call; it is passed to the mutation so the
 * submit button stays busy while the captcha is solved.
 */
export function useCaptcha(action: CaptchaAction): { widget: ReactNode; headers: CaptchaHeaders } {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { data: config } = usePublicConfig();
  const altcha = useRef<AltchaHandle>(null);
  const captcha = config?.captcha;
  const recaptchaSiteKey = captcha?.provider === 'recaptcha' ? captcha.siteKey : null;

  useEffect(() => {
    // Warm up while the reader types; a failure is reported when they submit.
    if (recaptchaSiteKey) loadRecaptcha(recaptchaSiteKey).catch(() => undefined);
  }, [recaptchaSiteKey]);

  const headers: CaptchaHeaders = async (): Promise<Record<string, string>> => {
    const current = await queryClient.fetchQuery(publicConfigQuery).catch(() => null);
    const settings = current?.captcha;
    if (!settings || settings.provider === 'none') return {};
    try {
      if (settings.provider === 'recaptcha') {
        return { [CAPTCHA_HEADER]: await executeRecaptcha(settings.siteKey, action) };
      }
      const handle = altcha.current;
      const payload = handle ? await handle.getPayload() : null;
      handle?.reset();
      if (!payload) throw new CaptchaUnavailableError('no altcha payload');
      return { [CAPTCHA_HEADER]: payload };
    } catch (cause) {
      throw new Error(t('captcha.unavailable'), { cause });
    }
  };

  const widget =
    captcha?.provider === 'altcha' ? (
      <Suspense fallback={null}>
        <AltchaField ref={altcha} challengeUrl={captcha.challengeUrl} />
      </Suspense>
    ) : null;

  return { widget, headers };
}
