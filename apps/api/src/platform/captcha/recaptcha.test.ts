import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpServer, unusedUrl, type FakeHttpServer } from '../../test/fake-servers';
import { createCaptchaVerifier } from './create-captcha-verifier';

/** Google's siteverify as the tokens ask for it; the token names what the fake answers. */
const answers: Record<string, { status: number; body: string }> = {
  good: { status: 200, body: JSON.stringify({ success: true, score: 0.9, action: 'login' }) },
  edge: { status: 200, body: JSON.stringify({ success: true, score: 0.5, action: 'login' }) },
  low: { status: 200, body: JSON.stringify({ success: true, score: 0.3, action: 'login' }) },
  noScore: { status: 200, body: JSON.stringify({ success: true, action: 'login' }) },
  failed: {
    status: 200,
    body: JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }),
  },
  broken: { status: 500, body: 'oops' },
  notJson: { status: 200, body: '<html>' },
};

let google: FakeHttpServer;
beforeAll(async () => {
  google = await startHttpServer((request, response) => {
    const token = new URLSearchParams(request.body).get('response') ?? '';
    const answer = answers[token] ?? { status: 400, body: '{}' };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
});
beforeEach(() => {
  google.requests.length = 0;
});
afterAll(async () => {
  await google.close();
});

function verifierFor(verifyUrl: string) {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line) => lines.push(line) } } });
  const verifier = createCaptchaVerifier(
    { provider: 'recaptcha', secret: 's3cret', siteKey: 'site', verifyUrl, minScore: 0.5 },
    { log: app.log },
  );
  return { verifier, lines };
}

describe('recaptcha verifier', () => {
  it('posts secret, token and client IP form-encoded, and accepts a good score for the action', async () => {
    const { verifier } = verifierFor(`${google.url}/recaptcha/api/siteverify`);
    expect(await verifier.verify('good', 'login', '203.0.113.7')).toBe(true);
    expect(google.requests).toHaveLength(1);
    const [request] = google.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/recaptcha/api/siteverify');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      secret: 's3cret',
      response: 'good',
      remoteip: '203.0.113.7',
    });
  });

  it('accepts a score equal to the minimum', async () => {
    expect(await verifierFor(google.url).verifier.verify('edge', 'login', '::1')).toBe(true);
  });

  it.each([
    ['a score below the minimum', 'low', 'login'],
    ['an answer without a score', 'noScore', 'login'],
    ['a token made for another action', 'good', 'register'],
    ['success false', 'failed', 'login'],
    ['an answer that is not JSON', 'notJson', 'login'],
  ])('refuses %s', async (_what, token, action) => {
    const { verifier } = verifierFor(google.url);
    expect(await verifier.verify(token, action as 'login' | 'register', '::1')).toBe(false);
  });

  it('refuses without asking Google when there is no token', async () => {
    const { verifier } = verifierFor(google.url);
    expect(await verifier.verify(undefined, 'login', '::1')).toBe(false);
    expect(await verifier.verify('', 'login', '::1')).toBe(false);
    expect(google.requests).toHaveLength(0);
  });

  it('answers false and logs a warning when Google fails with a 500', async () => {
    const { verifier, lines } = verifierFor(google.url);
    expect(await verifier.verify('broken', 'login', '::1')).toBe(false);
    expect(lines.join('')).toContain('"status":500');
  });

  it('answers false and logs a warning when nobody listens', async () => {
    const { verifier, lines } = verifierFor(await unusedUrl());
    expect(await verifier.verify('good', 'login', '::1')).toBe(false);
    expect(lines.join('')).toContain('reCAPTCHA verification failed');
  });
});
