import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on the embedded database in ./data on port 3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({
      driver: 'embedded',
      dataDir: path.resolve('data'),
      prefer: null,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
  });

  it('switches to PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://mj:secret@db.local:5432/maryjane' });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgresql://mj:secret@db.local:5432/maryjane',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.driver).toBe('embedded');
  });

  it('keeps the embedded PGlite when EMBEDDED_DATABASE=pglite', () => {
    expect(loadConfig({ EMBEDDED_DATABASE: 'pglite' }).database).toMatchObject({
      driver: 'embedded',
      prefer: 'pglite',
    });
  });

  it.each([
    [{}, 'files'],
    [{ EMBEDDED_DATABASE: 'pglite' }, 'files'],
    [{ DATABASE_URL: 'postgres://db.local/maryjane' }, 'database-unless-files'],
    [{ DATABASE_URL: 'postgres://db.local/maryjane', UPLOAD_STORE: '' }, 'database-unless-files'],
    [{ DATABASE_URL: 'postgres://db.local/maryjane', UPLOAD_STORE: 'files' }, 'files'],
    [{ UPLOAD_STORE: 'database' }, 'database'],
  ])(
    'keeps uploads as UPLOAD_STORE says, by default in files beside an embedded database: %j',
    (env, store) => {
      expect(loadConfig(env).uploadStore).toBe(store);
    },
  );

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/maryjane'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['NODE_ENV', 'staging'],
    ['EMBEDDED_DATABASE', 'sqlite'],
    ['UPLOAD_STORE', 's3'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toContain(`${name}="${value}"`);
    expect((caught as ConfigError).problems).toHaveLength(1);
  });

  it('writes mail to DATA_DIR/outbox and needs no captcha by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/mj' });
    expect(config.mail).toEqual({
      transport: 'file',
      outboxDir: '/srv/mj/outbox',
      from: 'MaryJane <no-reply@maryjane.local>',
    });
    expect(config.captcha).toEqual({ provider: 'none' });
    expect(config.uploadsDir).toBe('/srv/mj/uploads');
    expect(config.redisUrl).toBeNull();
  });

  it.each([
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ CAPTCHA_PROVIDER: 'altcha' }, 'ALTCHA_HMAC_KEY'],
    [{ CAPTCHA_PROVIDER: 'altcha', ALTCHA_HMAC_KEY: 'too-short' }, 'ALTCHA_HMAC_KEY'],
    [{ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site' }, 'RECAPTCHA_SECRET'],
    [{ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'secret' }, 'RECAPTCHA_SITE_KEY'],
    [{ REDIS_URL: 'http://localhost:6379' }, 'REDIS_URL'],
  ])('refuses %j without a valid %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}=`));
  });

  it('builds the chosen captcha and mail settings', () => {
    const config = loadConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail.local:2525',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/verify',
    });
    expect(config.mail).toMatchObject({ transport: 'smtp', url: 'smtp://mail.local:2525' });
    expect(config.captcha).toEqual({
      provider: 'recaptcha',
      secret: 'secret',
      siteKey: 'site',
      verifyUrl: 'http://127.0.0.1:9999/verify',
      minScore: 0.5,
    });
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', LOG_LEVEL: 'loud' })).toThrow(/PORT=.*\n.*LOG_LEVEL=/s);
  });
});
