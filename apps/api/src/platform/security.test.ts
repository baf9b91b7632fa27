import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'mj-web-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>MaryJane</title>');
  t = await createTestApp({ config: { webDistDir: distDir } });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['an API error', 'GET', '/api/unknown'],
    ['a validation error', 'POST', '/api/health'],
    ['the app page', 'GET', '/dashboard'],
    ['the API docs', 'GET', '/api/docs/json'],
  ])('are on %s', async (_what, method, url) => {
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(csp).not.toContain('google');
    expect(csp).toContain("frame-src 'none'");
  });

  it("allow Google's reCAPTCHA origins only when it is the captcha provider", async () => {
    const withRecaptcha = await createTestApp({
      env: {
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_SITE_KEY: 'site',
      },
    });
    const response = await withRecaptcha.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toContain('frame-src https://www.google.com/recaptcha/');
    expect(csp).not.toMatch(/unsafe-(eval|inline)[^;]*;.*script|script-src[^;]*unsafe/);
    await withRecaptcha.close();
  });
});
