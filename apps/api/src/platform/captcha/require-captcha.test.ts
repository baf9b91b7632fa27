import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { solveAltcha } from '../../test/fake-servers';
import { errorsPlugin } from '../errors';
import { createAltchaChallenge } from './altcha';
import type { CaptchaAction, CaptchaVerifier } from './captcha';
import { createCaptchaVerifier } from './create-captcha-verifier';
import { requireCaptcha } from './require-captcha';

const hmacKey = 'h'.repeat(32);
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

async function appWith(verifier: CaptchaVerifier): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(errorsPlugin);
  app.post('/login', { preHandler: requireCaptcha(verifier, 'login') }, async () => ({ ok: true }));
  return app;
}

const login = (target: FastifyInstance, headers: Record<string, string> = {}) =>
  target.inject({ method: 'POST', url: '/login', headers, payload: {} });

describe('requireCaptcha', () => {
  it('lets requests through with the none provider', async () => {
    const target = await appWith(createCaptchaVerifier({ provider: 'none' }));
    expect((await login(target)).statusCode).toBe(200);
  });

  it('answers 400 captcha_failed without a token', async () => {
    const target = await appWith(createCaptchaVerifier({ provider: 'altcha', hmacKey }));
    const response = await login(target);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'captcha_failed',
      message: 'Captcha verification failed. Please try again.',
    });
  });

  it('lets a solved ALTCHA in through the recaptcha header, once', async () => {
    const target = await appWith(createCaptchaVerifier({ provider: 'altcha', hmacKey }));
    const token = await solveAltcha(await createAltchaChallenge(hmacKey, Date.now()));
    expect((await login(target, { recaptcha: token })).statusCode).toBe(200);
    const replay = await login(target, { recaptcha: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'captcha_failed' });
  });

  it('hands the verifier the token, the action and the client IP', async () => {
    const calls: Array<[string | undefined, CaptchaAction, string]> = [];
    const spy: CaptchaVerifier = {
      provider: 'recaptcha',
      async verify(token, action, ip) {
        calls.push([token, action, ip]);
        return token === 'fine';
      },
      async close() {},
    };
    const target = await appWith(spy);
    const ok = await target.inject({
      method: 'POST',
      url: '/login',
      headers: { recaptcha: 'fine' },
      remoteAddress: '198.51.100.4',
    });
    expect(ok.statusCode).toBe(200);
    expect(calls).toEqual([['fine', 'login', '198.51.100.4']]);
    expect((await login(target, { recaptcha: 'wrong' })).statusCode).toBe(400);
  });
});
