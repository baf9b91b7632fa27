import { describe, expect, it } from 'vitest';
import { solveAltcha } from '../../test/fake-servers';
import { ALTCHA_CHALLENGE_TTL_MS, createAltchaChallenge, createAltchaVerifier } from './altcha';
import { createCaptchaVerifier } from './create-captcha-verifier';

const hmacKey = 'k'.repeat(40);
const config = { provider: 'altcha', hmacKey } as const;

function decode(token: string) {
  return JSON.parse(Buffer.from(token, 'base64').toString()) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };
}
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('altcha verifier', () => {
  it('accepts a solved challenge once and refuses the replay', async () => {
    const verifier = createCaptchaVerifier(config);
    const token = await solveAltcha(await createAltchaChallenge(hmacKey, Date.now()));
    expect(await verifier.verify(token, 'login', '127.0.0.1')).toBe(true);
    expect(await verifier.verify(token, 'login', '127.0.0.1')).toBe(false);
    expect(await verifier.verify(token, 'register', '10.0.0.9')).toBe(false);
  });

  it('accepts two different solved challenges', async () => {
    const verifier = createCaptchaVerifier(config);
    const first = await solveAltcha(await createAltchaChallenge(hmacKey, Date.now()));
    const second = await solveAltcha(await createAltchaChallenge(hmacKey, Date.now()));
    expect(await verifier.verify(first, 'login', '127.0.0.1')).toBe(true);
    expect(await verifier.verify(second, 'login', '127.0.0.1')).toBe(true);
  });

  it('refuses tampered and forged payloads', async () => {
    const verifier = createCaptchaVerifier(config);
    const token = await solveAltcha(await createAltchaChallenge(hmacKey, Date.now()));
    const payload = decode(token);

    const wrongCounter = decode(token);
    wrongCounter.solution.counter += 1;
    const easierPrefix = decode(token);
    easierPrefix.challenge.parameters.keyPrefix = '0';
    const longerLife = decode(token);
    longerLife.challenge.parameters.expiresAt =
      Number(payload.challenge.parameters.expiresAt) + 3600;
    const forged = await solveAltcha(await createAltchaChallenge('x'.repeat(40), Date.now()));

    for (const bad of [encode(wrongCounter), encode(easierPrefix), encode(longerLife), forged]) {
      expect(await verifier.verify(bad, 'login', '127.0.0.1')).toBe(false);
    }
    // The untouched payload still passes: the refusals above did not spend it.
    expect(await verifier.verify(token, 'login', '127.0.0.1')).toBe(true);
  });

  it('refuses missing and garbage tokens', async () => {
    const verifier = createCaptchaVerifier(config);
    const garbage = [
      undefined,
      '',
      'not base64 at all !!!',
      encode(null),
      encode({ challenge: null, solution: null, test: true }), // the widget's test mode
      encode({ challenge: { parameters: {}, signature: 'ab' }, solution: { counter: 1 } }),
      'A'.repeat(100_000),
    ];
    for (const token of garbage)
      expect(await verifier.verify(token, 'login', '127.0.0.1')).toBe(false);
  });

  it('refuses a challenge after it expired, ten minutes after it was made', async () => {
    const issuedAt = Date.now();
    const token = await solveAltcha(await createAltchaChallenge(hmacKey, issuedAt));
    const late = createCaptchaVerifier(config, {
      now: () => issuedAt + ALTCHA_CHALLENGE_TTL_MS + 1000,
    });
    expect(await late.verify(token, 'login', '127.0.0.1')).toBe(false);
    const inTime = createCaptchaVerifier(config, {
      now: () => issuedAt + ALTCHA_CHALLENGE_TTL_MS - 2000,
    });
    expect(await inTime.verify(token, 'login', '127.0.0.1')).toBe(true);
  });

  it('remembers a used payload until its challenge expires, then lets it go', async () => {
    let clock = Date.now();
    const verifier = createAltchaVerifier(hmacKey, () => clock);
    const first = await solveAltcha(await createAltchaChallenge(hmacKey, clock));
    expect(await verifier.verify(first, 'login', '127.0.0.1')).toBe(true);
    clock += 5 * 60_000;
    expect(await verifier.verify(first, 'login', '127.0.0.1')).toBe(false);
    expect(verifier.remembered).toBe(1);

    clock += ALTCHA_CHALLENGE_TTL_MS;
    const second = await solveAltcha(await createAltchaChallenge(hmacKey, clock));
    expect(await verifier.verify(second, 'login', '127.0.0.1')).toBe(true);
    expect(verifier.remembered).toBe(1); // the first one expired and was swept
  });
});

describe('none verifier', () => {
  it('lets every request through, with or without a token', async () => {
    const verifier = createCaptchaVerifier({ provider: 'none' });
    expect(verifier.provider).toBe('none');
    expect(await verifier.verify(undefined, 'login', '127.0.0.1')).toBe(true);
    expect(await verifier.verify('anything', 'register', '127.0.0.1')).toBe(true);
  });
});
