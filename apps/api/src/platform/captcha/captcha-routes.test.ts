import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptchaConfig } from '../../config';
import { solveAltcha } from '../../test/fake-servers';
import { errorsPlugin } from '../errors';
import { captchaRoutes } from './captcha-routes';
import { createCaptchaVerifier } from './create-captcha-verifier';

const altcha = { provider: 'altcha', hmacKey: 'altcha-hmac-key-that-must-stay-secret' } as const;
const recaptcha = {
  provider: 'recaptcha',
  secret: 'recaptcha-secret-that-must-stay-secret',
  siteKey: 'site-key-public',
  verifyUrl: 'http://127.0.0.1:9/siteverify',
  minScore: 0.5,
} as const;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

async function appFor(config: CaptchaConfig): Promise<FastifyInstance> {
  const target = Fastify().withTypeProvider<ZodTypeProvider>();
  target.setValidatorCompiler(validatorCompiler);
  target.setSerializerCompiler(serializerCompiler);
  await target.register(errorsPlugin);
  await target.register(captchaRoutes, {
    prefix: '/api',
    verifier: createCaptchaVerifier(config),
    config,
  });
  app = target;
  return target;
}

describe('GET /api/config', () => {
  it.each([
    [{ provider: 'none' } as const, { provider: 'none' }],
    [altcha, { provider: 'altcha', challengeUrl: '/api/captcha/challenge' }],
    [recaptcha, { provider: 'recaptcha', siteKey: 'site-key-public' }],
  ])('tells the browser which captcha to show (%o), no secrets', async (config, captcha) => {
    const response = await (await appFor(config)).inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { captcha } });
    expect(response.body).not.toContain('must-stay-secret');
  });
});

describe('GET /api/captcha/challenge', () => {
  it('serves a fresh, uncached challenge that solves and verifies', async () => {
    const target = await appFor(altcha);
    const response = await target.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('must-stay-secret');
    const { data } = response.json();
    expect(data.parameters).toMatchObject({ algorithm: 'SHA-256', expiresAt: expect.any(Number) });
    const again = await target.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(again.json().data.signature).not.toBe(data.signature);

    const token = await solveAltcha(data);
    expect(await createCaptchaVerifier(altcha).verify(token, 'register', '::1')).toBe(true);
  });

  it.each([[{ provider: 'none' } as const], [recaptcha]])(
    'is a 404 in the error shape for %o',
    async (config) => {
      const target = await appFor(config);
      const response = await target.inject({ method: 'GET', url: '/api/captcha/challenge' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    },
  );
});
