import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CaptchaConfig } from '../config';

/**
 * Security headers on every response, and a Content-Security-Policy that allows only our own
 * origin: no third-party scripts, fonts or trackers (growers' data stays with MaryJane).
 * Inline styles are allowed because Mantine writes its CSS variables into a <style> element.
 * The one exception to "our origin only" is Google's reCAPTCHA, when a self-hoster chooses it.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { captchaProvider: CaptchaConfig['provider'] }) => {
    // Google's reCAPTCHA needs its script and frame; only then are its origins allowed.
    const recaptcha =
      options.captchaProvider === 'recaptcha'
        ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
        : [];
    await app.register(helmet, {
      global: true,
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
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header(
        'Permissions-Policy',
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      );
    });
  },
  { name: 'security' },
);
