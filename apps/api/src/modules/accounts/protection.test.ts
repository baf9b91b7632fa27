import { ErrorCode } from '@maryjane/contract/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../platform/rate-limit/memory-rate-limiter';
import { FREE_FAILURES, SLOW_AFTER_FAILURES } from './password-guesses';
import { accountRateRules } from './rate-rules';
import {
  bearer,
  clientAddressFor,
  registerUser,
  strongPassword,
  uniqueEmail,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { solveAltcha, startHttpServer, type FakeHttpServer } from '../../test/fake-servers';

describe('rate limits on the accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Issue 29, items 2 and 3: ten wrong passwords had locked the owner out for 15 minutes, and
  // wrong current passwords at a password change were not limited at all.
  const login = (target: TestApp, email: string, from: string, password = 'Wrong-Guess-1') =>
    target.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      remoteAddress: clientAddressFor(from),
    });

  it('makes one address guessing one password wait, twice as long each time', async () => {
    let clock = 1_000_000;
    const timed = await createTestApp({
      services: { limiter: createMemoryRateLimiter(() => clock) },
    });
    const { user } = await registerUser(timed);
    for (let index = 0; index < FREE_FAILURES; index++) {
      expect((await login(timed, user.email, 'attacker')).statusCode).toBe(401);
    }
    const waiting = await login(timed, user.email, 'attacker', strongPassword);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: ErrorCode.rateLimited });
    expect(waiting.json().message).toMatch(
      /Too many attempts\. Please try again in \d+ minutes?\./,
    );
    expect(waiting.headers['retry-after']).toBe('2');
    // The owner, elsewhere, is not locked out.
    expect((await login(timed, user.email, 'owner', strongPassword)).statusCode).toBe(200);

    clock += 2_100;
    expect((await login(timed, user.email, 'attacker')).statusCode).toBe(401);
    expect((await login(timed, user.email, 'attacker')).headers['retry-after']).toBe('4');
    clock += 2_100;
    expect((await login(timed, user.email, 'attacker')).statusCode).toBe(429);
    clock += 2_000;
    // The right password forgives the address its failures.
    expect((await login(timed, user.email, 'attacker', strongPassword)).statusCode).toBe(200);
    for (let index = 0; index < FREE_FAILURES - 1; index++) {
      expect((await login(timed, user.email, 'attacker')).statusCode).toBe(401);
    }
    await timed.close();
  });

  it('never refuses the owner while many addresses guess the password', async () => {
    const { user } = await registerUser(t);
    for (let index = 0; index < SLOW_AFTER_FAILURES + 2; index++) {
      expect((await login(t, user.email, `botnet-${index}`)).statusCode).toBe(401);
    }
    expect((await login(t, user.email, 'owner-at-home', strongPassword)).statusCode).toBe(200);
    // Another grower is not affected.
    const other = await registerUser(t);
    expect((await login(t, other.user.email, 'botnet-0', strongPassword)).statusCode).toBe(200);
  });

  it('ends the session after a few wrong current passwords at a password change', async () => {
    const { user, token } = await registerUser(t);
    const phone = (await login(t, user.email, 'phone', strongPassword)).json().data.token;
    const change = (session: string, oldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: bearer(session),
        payload: { oldPassword, newPassword: 'Grow-Tent-2027' },
      });
    for (let index = 1; index < FREE_FAILURES; index++) {
      const wrong = await change(token, `Wrong-Guess-${index}`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().code).toBe(ErrorCode.passwordMismatch);
    }
    const ended = await change(token, 'Wrong-Guess-last');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe(ErrorCode.sessionInvalid);
    // Why, for the client to say so rather than only that the session is over.
    expect(ended.json().errors).toEqual([
      expect.objectContaining({ field: 'oldPassword', code: ErrorCode.passwordGuesses }),
    ]);
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(after.json().code).toBe(ErrorCode.sessionInvalid);
    // The grower's other device is still signed in and can change the password.
    expect((await change(phone, strongPassword)).statusCode).toBe(200);
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
