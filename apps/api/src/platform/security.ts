import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmetMiddleware from 'helmet';
import type { CaptchaConfig } from '../config';

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Security headers on every response, and a Content-Security-Policy that allows only our own
 * origin: no third-party scripts, fonts or trackers (growers' data stays with MaryJane).
 * Inline styles are allowed because Mantine writes its CSS variables into a <style> element.
 * The one exception to "our origin only" is Google's reCAPTCHA, when a self-hoster chooses it.
 */
function helmetOptions(captchaProvider: CaptchaConfig['provider']) {
  // Google's reCAPTCHA needs its script and frame; only then are its origins allowed.
  const recaptcha =
    captchaProvider === 'recaptcha'
      ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
      : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...recaptcha],
        frameSrc: recaptcha.length > 0 ? recaptcha : ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // Cross-origin isolation headers would block legitimate links from guides to sources.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
  };
}

/**
 * The headers helmet sets with these options, worked out once: none of them depends on the
 * request, so every answer gets the same set without running helmet's middleware again.
 */
export function securityHeaders(captchaProvider: CaptchaConfig['provider']) {
  const headers = new Map<string, string>();
  const collect = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name, String(value));
    },
    removeHeader: (name: string) => headers.delete(name),
  };
  helmetMiddleware(helmetOptions(captchaProvider))(
    {} as IncomingMessage,
    collect as unknown as ServerResponse,
    () => {},
  );
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return Object.fromEntries(headers);
}

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { captchaProvider: CaptchaConfig['provider'] }) => {
    const headers = securityHeaders(options.captchaProvider);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);

/**
 * `securityHeaders` for the few answers Fastify's router gives before any hook runs (a malformed
 * or overlong address): they are set on the raw response.
 */
export function rawSecurityHeaders(headers: Record<string, string>) {
  const entries = Object.entries(headers);
  return (_request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of entries) response.setHeader(name, value);
  };
}
