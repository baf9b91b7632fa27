import { apiPaths } from '@maryjane/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { errorBodySchema } from '@maryjane/contract/errors';
import { publicConfigSchema, type PublicConfig } from '@maryjane/contract/user';
import type { CaptchaConfig } from '../../config';
import { notFound } from '../http-errors';
import { createAltchaChallenge } from './altcha';
import type { CaptchaVerifier } from './captcha';

export const ALTCHA_CHALLENGE_PATH = apiPaths.captchaChallenge;

/**
 * What the ALTCHA widget solves: altcha-lib's ChallengeParameters, field by field. The signature
 * covers every parameter, so a field this schema dropped would make every solution fail (the
 * route test solves a served challenge to prove none is lost).
 */
const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

/** Only what a browser needs to show the captcha: never a secret or an HMAC key. */
function publicConfigOf(config: CaptchaConfig, prefix: string): PublicConfig {
  switch (config.provider) {
    case 'altcha':
      return { captcha: { provider: 'altcha', challengeUrl: `${prefix}${ALTCHA_CHALLENGE_PATH}` } };
    case 'recaptcha':
      return { captcha: { provider: 'recaptcha', siteKey: config.siteKey } };
    case 'none':
      return { captcha: { provider: 'none' } };
  }
}

/** GET /config (which captcha to show) and GET /captcha/challenge (a fresh ALTCHA challenge). */
export const captchaRoutes: FastifyPluginAsyncZod<{
  verifier: CaptchaVerifier;
  config: CaptchaConfig;
  /** The clock in milliseconds; challenges expire ten minutes after it. */
  now?: () => number;
}> = async (app, { config, now = Date.now }) => {
  const publicConfig = publicConfigOf(config, app.prefix);

  app.get(
    apiPaths.config,
    {
      schema: {
        tags: ['captcha'],
        summary: 'Public settings the web app needs before sign-in (which captcha to solve)',
        response: { 200: dataEnvelope(publicConfigSchema) },
      },
    },
    async () => ({ data: publicConfig }),
  );

  app.get(
    ALTCHA_CHALLENGE_PATH,
    {
      schema: {
        tags: ['captcha'],
        summary: 'A fresh ALTCHA proof-of-work challenge (404 unless ALTCHA is the provider)',
        response: { 200: dataEnvelope(altchaChallengeSchema), 404: errorBodySchema },
      },
    },
    async (_request, reply) => {
      if (config.provider !== 'altcha') throw notFound('No captcha challenge on this server');
      // Each challenge may be solved and used once: a cached one would be a spent one.
      reply.header('Cache-Control', 'no-store');
      return { data: await createAltchaChallenge(config.hmacKey, now()) };
    },
  );
};
