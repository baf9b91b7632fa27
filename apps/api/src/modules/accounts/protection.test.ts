import { ErrorCode } from '@maryjane/contract/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRateRules } from './rate-rules';
import { clientAddressFor, registerUser, strongPassword, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { solveAltcha, startHttpServer, type FakeHttpServer } from '../../test/fake-servers';

describe('rate limits on the accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stops guessing one account's password, even from many addresses", async () => {
    const { user } = await registerUser(t);
    const { max } = accountRateRules.login.perEmail;
    const attempt = (index: number, password = 'Wrong-Guess-1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: user.email, password },
        remoteAddress: clientAddressFor(`attacker-${index}`),
      });
    for (let index = 0; index < max; index++) expect((await attempt(index)).statusCode).toBe(401);
    const blocked = await attempt(max, strongPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: ErrorCode.rateLimited });
    expect(blocked.json().message).toMatch(
      /Too many attempts\. Please try again in \d+ minutes?\./,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another grower is not affected.
    const other = await registerUser(t);
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: other.user.email, password: strongPassword },
      remoteAddress: clientAddressFor(other.user.email),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('scales every limit with RATE_LIMIT_SCALE, still enforcing it', async () => {
    const scaled = await createTestApp({ env: { RATE_LIMIT_SCALE: '2' } });
    const { max } = accountRateRules.verifyEmail.perIp;
    const send = () =>
      scaled.app.inject({
        method: 'POST',
        url: '/api/user/verify-email',
        payload: { email: uniqueEmail(), lang: 'en' },
        remoteAddress: '10.98.98.98',
      });
    for (let index = 0; index < 2 * max; index++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    await scaled.close();
  });

  it('limits verification mails per address', async () => {
    const { max } = accountRateRules.verifyEmail.perIp;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/verify-email',
        payload: { email: uniqueEmail(), lang: 'en' },
        remoteAddress: '10.99.99.99',
      });
    for (let index = 0; index < max; index++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('captcha on the protected calls', () => {
  const protectedCalls = [
    ['/api/user/login', { email: 'a@example.org', password: 'x' }],
    [
      '/api/user/register',
      {
        email: 'a@example.org',
        username: 'a',
        password: strongPassword,
        emailVerificationCode: '123456',
      },
    ],
    ['/api/user/verify-email', { email: 'a@example.org', lang: 'en' }],
    ['/api/user/forgot-password', { email: 'a@example.org' }],
    ['/api/user/reset-password', { code: 'x'.repeat(43), password: strongPassword }],
  ] as const;

  describe('with reCAPTCHA', () => {
    let t: TestApp;
    let google: FakeHttpServer;
    beforeAll(async () => {
      google = await startHttpServer((request, response) => {
        const token = new URLSearchParams(request.body).get('response');
        const action = token?.split(':')[1];
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ success: token?.startsWith('human:') ?? false, score: 0.9, action }),
        );
      });
      t = await createTestApp({
        env: {
          CAPTCHA_PROVIDER: 'recaptcha',
          RECAPTCHA_SECRET: 'test-secret',
          RECAPTCHA_SITE_KEY: 'test-site-key',
          RECAPTCHA_VERIFY_URL: `${google.url}/siteverify`,
        },
      });
    });
    afterAll(async () => {
      await t.close();
      await google.close();
    });

    it.each(protectedCalls)('%s refuses a missing or failed token', async (url, payload) => {
      for (const headers of [{}, { recaptcha: 'bot:login' }]) {
        const response = await t.app.inject({ method: 'POST', url, payload, headers });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe(ErrorCode.captchaFailed);
      }
    });

    it('lets a person through, for the action the token was made for', async () => {
      const login = (recaptcha: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: uniqueEmail(), password: strongPassword },
          headers: { recaptcha },
        });
      expect((await login('human:login')).json().code).toBe(ErrorCode.invalidCredentials);
      expect((await login('human:register')).json().code).toBe(ErrorCode.captchaFailed);
    });

    it('publishes the site key but never the secret', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(response.json().data).toEqual({
        captcha: { provider: 'recaptcha', siteKey: 'test-site-key' },
      });
      expect(response.body).not.toContain('test-secret');
    });
  });

  describe('with ALTCHA', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: {
          CAPTCHA_PROVIDER: 'altcha',
          ALTCHA_HMAC_KEY: 'an-hmac-key-of-at-least-32-characters!',
        },
      });
    });
    afterAll(() => t.close());

    it.each(protectedCalls)('%s refuses a missing token', async (url, payload) => {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.json().code).toBe(ErrorCode.captchaFailed);
    });

    it('accepts a solved challenge from /api/captcha/challenge once', async () => {
      const challenge = (
        await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
      ).json().data;
      const token = await solveAltcha(challenge);
      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: uniqueEmail(), password: strongPassword },
          headers: { recaptcha: token },
        });
      expect((await login()).json().code).toBe(ErrorCode.invalidCredentials);
      expect((await login()).json().code).toBe(ErrorCode.captchaFailed);
    });
  });
});
