/** Google reCAPTCHA v3, loaded only when the server names it as the captcha (GET /config). */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** Spec §9: the script-load polling delay. */
export const RECAPTCHA_POLL_MS = 25;
const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

let loaded: { siteKey: string; promise: Promise<Grecaptcha> } | null = null;

/** The loader failures of spec §8, in its words. */
export const recaptchaErrors = {
  otherSiteKey: 'reCAPTCHA already loaded with different site key!',
  notBrowser: 'This is a library for the browser!',
  loadFailed: 'reCAPTCHA could not be loaded',
} as const;

function waitForApi(): Promise<Grecaptcha> {
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      const api = window.grecaptcha;
      if (api && typeof api.execute === 'function') {
        api.ready(() => resolve(api));
      } else if (Date.now() - startedAt > RECAPTCHA_LOAD_TIMEOUT_MS) {
        reject(new Error(recaptchaErrors.loadFailed));
      } else {
        setTimeout(poll, RECAPTCHA_POLL_MS);
      }
    };
    poll();
  });
}

/** Adds the script once per page; a second site key is refused, as in the original loader. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    return Promise.reject(new Error(recaptchaErrors.notBrowser));
  }
  if (loaded) {
    return loaded.siteKey === siteKey
      ? loaded.promise
      : Promise.reject(new Error(recaptchaErrors.otherSiteKey));
  }
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', () => waitForApi().then(resolve, reject));
    script.addEventListener('error', () => {
      // Allow a later attempt (the reader may have been offline for a moment).
      loaded = null;
      script.remove();
      reject(new Error(recaptchaErrors.loadFailed));
    });
    document.head.append(script);
  });
  loaded = { siteKey, promise };
  return promise;
}

/** A fresh token for one action (tokens are single use and expire after two minutes). */
export async function executeRecaptcha(siteKey: string, action: string): Promise<string> {
  const api = await loadRecaptcha(siteKey);
  return api.execute(siteKey, { action });
}

/** Tests only: forget the loaded script. */
export function resetRecaptchaForTests(): void {
  loaded = null;
  delete window.grecaptcha;
}
