import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { securityHeaderProblems } from '../test/security-headers';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'mj-web-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>MaryJane</title>');
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await createTestApp({ config: { webDistDir: distDir } });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    ['/api/environments/%zz', 400, 'The address is not valid'],
    [`/api/environments/${'a'.repeat(500)}`, 414, 'A part of the address is too long'],
  ])('come with the usual error shape when the router refuses %s', async (url, status, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, code: 'bad_request', message });
  });

  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['an API error', 'GET', '/api/unknown'],
    ['a validation error', 'POST', '/api/health'],
    ['the app page', 'GET', '/dashboard'],
    ['a static file', 'GET', '/sw.js'],
    ['a missing static file', 'GET', '/assets/missing.js'],
    ['the API docs', 'GET', '/api/docs/json'],
    ['an address with broken encoding', 'GET', '/api/environments/%zz'],
    ['an overlong path part', 'GET', `/api/environments/${'a'.repeat(500)}`],
  ])('are on %s', async (_what, method, url) => {
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url });
    const csp = String(response.headers['content-security-policy']);
    expect(securityHeaderProblems(response.headers)).toEqual([]);
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
